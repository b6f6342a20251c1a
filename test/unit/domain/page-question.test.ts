import { describe, expect, it } from 'vitest';
import { ControlCharacterError } from '../../../src/domain/shared/control-characters.js';
import {
  alertDue,
  ALERT_INTERVAL_MS,
  normalizedAnswer,
  QuestionAnswerTooLongError,
  QuestionHintTooLongError,
  QuestionNotSetError,
  QuestionNotYetError,
  QuestionTooLongError,
  secondsUntilAnotherTry,
  TooManyWrongAnswersError,
  triesLeftAfterWrongAnswer,
  validPageQuestion,
  validQuestionWording,
  WRONG_ANSWER_WINDOW_MS,
  WRONG_ANSWERS_BEFORE_ALERT,
  WRONG_ANSWERS_PER_CLIENT,
  WRONG_ANSWERS_PER_PAGE,
  wrongAnswerLimit,
  WrongAnswerError,
} from '../../../src/domain/question/page-question.js';

const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('the answer to "Pergunta de vocês"', () => {
  it.each([
    ['  São   Paulo ', 'sao paulo'],
    ['SÃO PAULO', 'sao paulo'],
    ['Açaí com GRANOLA', 'acai com granola'],
    ['Zé\tda\nPraia', 'ze da praia'],
    ['Müller', 'muller'],
    ['💛 amor', '💛 amor'],
  ])('compares %j as %j', (raw, compared) => {
    expect(normalizedAnswer(raw)).toBe(compared);
  });

  it('keeps what makes two answers different: letters, digits and inner punctuation', () => {
    expect(normalizedAnswer('12/06')).not.toBe(normalizedAnswer('1206'));
    expect(normalizedAnswer('Pará')).not.toBe(normalizedAnswer('Paraná'));
  });
});

describe('the question as the buyer writes it', () => {
  it('is cleaned: one line each, no hint when empty, the answer in its compared form', () => {
    expect(validPageQuestion({ question: '  Onde foi  o nosso primeiro beijo? ', hint: '  ', answer: ' Ilha do MEL ' })).toEqual({
      question: 'Onde foi o nosso primeiro beijo?',
      hint: null,
      answer: 'ilha do mel',
    });
    expect(validPageQuestion({ question: 'Qual é o apelido?', hint: ' Começa com B ', answer: 'Bê' }).hint).toBe('Começa com B');
  });

  it.each([
    ['no question', { question: ' ' }, 'question.required'],
    ['a question over 120 characters', { question: 'a'.repeat(121) }, 'question.too-long'],
    ['a hint over 120 characters', { hint: 'a'.repeat(121) }, 'question.hint-too-long'],
    ['no answer', { answer: ' \t' }, 'question.answer-required'],
    ['an answer over 60 characters', { answer: 'a'.repeat(61) }, 'question.answer-too-long'],
    ['a control character', { answer: 'mel\u0000' }, 'text.control-character'],
  ])('refuses %s', (_, overrides, code) => {
    expect(() => validPageQuestion({ question: 'Qual é o apelido?', answer: 'Bê', ...overrides })).toThrow(expect.objectContaining({ code }));
  });

  it('keeps 120 and 60 characters, an emoji counted as one', () => {
    expect(() => validPageQuestion({ question: '💛'.repeat(120), answer: '💛'.repeat(60) })).not.toThrow();
  });

  it('keeps a hint of 120 characters', () => {
    expect(validQuestionWording({ question: 'Qual é o apelido?', hint: '💛'.repeat(120) }).hint).toBe('💛'.repeat(120));
  });

  it.each([
    ['question', { question: 'a'.repeat(121) }, QuestionTooLongError, 120],
    ['hint', { hint: 'a'.repeat(121) }, QuestionHintTooLongError, 120],
    ['answer', { answer: 'a'.repeat(61) }, QuestionAnswerTooLongError, 60],
  ])('gives the limit of a %s too long', (_, overrides, error, limit) => {
    const input = { question: 'Qual é o apelido?', answer: 'Bê', ...overrides };
    expect(() => validPageQuestion(input)).toThrow(error);
    expect(() => validPageQuestion(input)).toThrow(expect.objectContaining({ details: { limit } }));
  });

  it.each([
    ['question', { question: 'Qual\u0000?' }, 'question'],
    ['hint', { hint: 'Começa\u0007' }, 'questionHint'],
    ['answer', { answer: 'mel\u0000' }, 'questionAnswer'],
  ])('names the %s that holds a control character', (_, overrides, field) => {
    const input = { question: 'Qual é o apelido?', answer: 'Bê', ...overrides };
    expect(() => validPageQuestion(input)).toThrow(ControlCharacterError);
    expect(() => validPageQuestion(input)).toThrow(expect.objectContaining({ details: { field } }));
  });
});

describe('wrong answers', () => {
  it('are bounded per address first, then per page', () => {
    expect(wrongAnswerLimit({ client: WRONG_ANSWERS_PER_CLIENT - 1, page: WRONG_ANSWERS_PER_PAGE - 1 })).toBeNull();
    expect(wrongAnswerLimit({ client: WRONG_ANSWERS_PER_CLIENT, page: 0 })).toBe('client');
    expect(wrongAnswerLimit({ client: 0, page: WRONG_ANSWERS_PER_PAGE })).toBe('page');
    expect(wrongAnswerLimit({ client: WRONG_ANSWERS_PER_CLIENT, page: WRONG_ANSWERS_PER_PAGE })).toBe('client');
  });

  it('leave the tries of the nearer limit, the address or the page, and never fewer than none', () => {
    expect(triesLeftAfterWrongAnswer({ client: 0, page: 0 })).toBe(4);
    expect(triesLeftAfterWrongAnswer({ client: 2, page: 10 })).toBe(2);
    expect(triesLeftAfterWrongAnswer({ client: 1, page: 27 })).toBe(2);
    expect(triesLeftAfterWrongAnswer({ client: 0, page: 29 })).toBe(0);
    expect(triesLeftAfterWrongAnswer({ client: 4, page: 0 })).toBe(0);
    expect(triesLeftAfterWrongAnswer({ client: 6, page: 31 })).toBe(0);
  });

  it('are told with the tries left, or the seconds until another', () => {
    expect(new WrongAnswerError(3)).toMatchObject({ code: 'question.wrong-answer', details: { triesLeft: 3 } });
    expect(new TooManyWrongAnswersError(120)).toMatchObject({ code: 'question.too-many-tries', details: { retryAfterSeconds: 120 } });
  });

  it('say when another try is possible: once the oldest counted leaves the window, a second at least', () => {
    expect(secondsUntilAnotherTry(NOW, NOW)).toBe(WRONG_ANSWER_WINDOW_MS / 1000);
    expect(secondsUntilAnotherTry(new Date(NOW.getTime() - WRONG_ANSWER_WINDOW_MS + 1500), NOW)).toBe(2);
    expect(secondsUntilAnotherTry(new Date(NOW.getTime() - WRONG_ANSWER_WINDOW_MS - 60_000), NOW)).toBe(1);
  });

  it('tell the buyer from the third in a window, once a day at most', () => {
    expect(alertDue(WRONG_ANSWERS_BEFORE_ALERT - 1, null, NOW)).toBe(false);
    expect(alertDue(WRONG_ANSWERS_BEFORE_ALERT, null, NOW)).toBe(true);
    expect(alertDue(WRONG_ANSWERS_BEFORE_ALERT + 5, new Date(NOW.getTime() - ALERT_INTERVAL_MS + 1), NOW)).toBe(false);
    expect(alertDue(WRONG_ANSWERS_BEFORE_ALERT, new Date(NOW.getTime() - ALERT_INTERVAL_MS), NOW)).toBe(true);
  });
});

describe('a question that cannot be answered', () => {
  it('is told apart: none set on the page, or the page not open yet', () => {
    expect(new QuestionNotSetError()).toMatchObject({ code: 'question.not-set' });
    expect(new QuestionNotYetError()).toMatchObject({ code: 'question.not-yet' });
  });
});
