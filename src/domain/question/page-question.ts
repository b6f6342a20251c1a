import { refuseControlCharacters } from '../shared/control-characters.js';
import { DomainError } from '../shared/domain-error.js';

/**
 * "Pergunta de vocês": a question only the two of them can answer, with an optional hint. Until the right answer the
 * page shows its names, the question and the hint, and nothing personal. The answer is compared without accents, case
 * or surrounding spaces (`normalizedAnswer`), kept only as a keyed hash of that form, and checked on the server.
 */
export const QUESTION_MAX_LENGTH = 120;
export const HINT_MAX_LENGTH = 120;
export const ANSWER_MAX_LENGTH = 60;

/** Over how long wrong answers are counted against the limits below. */
export const WRONG_ANSWER_WINDOW_MS = 15 * 60_000;

/**
 * Wrong answers one client address may give one page per window: enough for a person who misspells a name or tries a
 * nickname, too few to guess by trying. Counted by page and address, never by page alone, so that a stranger with the
 * link cannot lock the recipient out.
 */
export const WRONG_ANSWERS_PER_CLIENT = 5;

/** Wrong answers one page may take per window from every address together: a bound on a guess spread over many. */
export const WRONG_ANSWERS_PER_PAGE = 30;

/** From this many wrong answers in a window, the buyer is told ("Alguém tentou abrir a página de vocês"), once a day at most. */
export const WRONG_ANSWERS_BEFORE_ALERT = 3;
export const ALERT_INTERVAL_MS = 24 * 60 * 60_000;

/** A question as the buyer types it. */
export interface PageQuestionInput {
  readonly question: string;
  readonly hint?: string | null;
  readonly answer: string;
}

/** The same, cleaned and checked; `answer` in the form it is compared in (`normalizedAnswer`), to be hashed. */
export interface PageQuestion {
  readonly question: string;
  readonly hint: string | null;
  readonly answer: string;
}

export class QuestionRequiredError extends DomainError {
  constructor() {
    super('question.required');
  }
}

export class QuestionTooLongError extends DomainError {
  constructor() {
    super('question.too-long', { limit: QUESTION_MAX_LENGTH });
  }
}

export class QuestionHintTooLongError extends DomainError {
  constructor() {
    super('question.hint-too-long', { limit: HINT_MAX_LENGTH });
  }
}

export class QuestionAnswerRequiredError extends DomainError {
  constructor() {
    super('question.answer-required');
  }
}

export class QuestionAnswerTooLongError extends DomainError {
  constructor() {
    super('question.answer-too-long', { limit: ANSWER_MAX_LENGTH });
  }
}

/** The answer is not the page's; `triesLeft` more may be given from this address within the window. */
export class WrongAnswerError extends DomainError {
  constructor(triesLeft: number) {
    super('question.wrong-answer', { triesLeft });
  }
}

/** Too many wrong answers: another may be tried after `retryAfterSeconds`. */
export class TooManyWrongAnswersError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('question.too-many-tries', { retryAfterSeconds });
  }
}

/** The page asks no question (an answer sent to it, or the owner reading one that was removed). */
export class QuestionNotSetError extends DomainError {
  constructor() {
    super('question.not-set');
  }
}

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');
const length = (text: string) => [...text].length;

/**
 * An answer as it is compared: without accents (the letters' marks taken off, "ç" as "c"), in lower case, its spaces
 * around taken off and those inside made one. "  São   Paulo " and "sao paulo" are the same answer.
 */
export function normalizedAnswer(raw: string): string {
  return oneLine(raw.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR'));
}

/** The question and its hint, cleaned and checked: what the owner changes while keeping the answer. */
export function validQuestionWording(input: Pick<PageQuestionInput, 'question' | 'hint'>): Omit<PageQuestion, 'answer'> {
  refuseControlCharacters('question', input.question);
  refuseControlCharacters('questionHint', input.hint);
  const question = oneLine(input.question);
  const hint = oneLine(input.hint ?? '');
  if (question === '') throw new QuestionRequiredError();
  if (length(question) > QUESTION_MAX_LENGTH) throw new QuestionTooLongError();
  if (length(hint) > HINT_MAX_LENGTH) throw new QuestionHintTooLongError();
  return { question, hint: hint === '' ? null : hint };
}

/** The buyer's question, hint and answer, cleaned and checked. */
export function validPageQuestion(input: PageQuestionInput): PageQuestion {
  const wording = validQuestionWording(input);
  refuseControlCharacters('questionAnswer', input.answer);
  const answer = normalizedAnswer(input.answer);
  if (answer === '') throw new QuestionAnswerRequiredError();
  if (length(answer) > ANSWER_MAX_LENGTH) throw new QuestionAnswerTooLongError();
  return { ...wording, answer };
}

/** How many more wrong answers this address may give within the window after one more: the nearer of the two limits. */
export function triesLeftAfterWrongAnswer(counts: WrongAnswerCounts): number {
  return Math.max(0, Math.min(WRONG_ANSWERS_PER_CLIENT - counts.client - 1, WRONG_ANSWERS_PER_PAGE - counts.page - 1));
}

/** The page asks its question only once it is open: first the reveal date, then the question. */
export class QuestionNotYetError extends DomainError {
  constructor() {
    super('question.not-yet');
  }
}

/** The wrong answers a page took within the window, in all and from the address now answering. */
export interface WrongAnswerCounts {
  readonly page: number;
  readonly client: number;
}

/** Which limit another answer would go past; null when it may be checked. */
export function wrongAnswerLimit(counts: WrongAnswerCounts): 'client' | 'page' | null {
  if (counts.client >= WRONG_ANSWERS_PER_CLIENT) return 'client';
  if (counts.page >= WRONG_ANSWERS_PER_PAGE) return 'page';
  return null;
}

/** Seconds until the oldest wrong answer counted leaves the window, so that one more may be tried; at least one. */
export function secondsUntilAnotherTry(oldestCounted: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldestCounted.getTime() + WRONG_ANSWER_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Whether a wrong answer just given tells the buyer: the page's wrong answers within the window reached
 * `WRONG_ANSWERS_BEFORE_ALERT`, and the last alert (if any) is a day old.
 */
export function alertDue(pageWrongAnswers: number, lastAlertAt: Date | null, now: Date): boolean {
  if (pageWrongAnswers < WRONG_ANSWERS_BEFORE_ALERT) return false;
  return lastAlertAt === null || now.getTime() - lastAlertAt.getTime() >= ALERT_INTERVAL_MS;
}
