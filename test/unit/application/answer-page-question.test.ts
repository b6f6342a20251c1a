import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { AnswerPageQuestion } from '../../../src/application/question/answer-page-question.js';
import { QuestionAlertEmailBuilder } from '../../../src/application/question/question-alert-email-builder.js';
import { QuestionOrderAddOn } from '../../../src/application/question/question-order-add-on.js';
import { SetPageQuestion } from '../../../src/application/question/set-page-question.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { HmacQuestionKeys } from '../../../src/adapters/security/hmac-question-keys.js';
import { validMemoryDetails, type MemoryDetailsInput } from '../../../src/domain/memory/memory-details.js';
import {
  QuestionAnswerRequiredError,
  QuestionNotSetError,
  QuestionNotYetError,
  TooManyWrongAnswersError,
  WrongAnswerError,
} from '../../../src/domain/question/page-question.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageQuestions, TEST_QUESTION_SECRET } from '../../support/fakes/in-memory-page-questions.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { aMemory, memoryFormFields, NOW } from '../../support/mothers/memory.mother.js';
import { outboxWorker } from '../../support/outbox/outbox-worker.js';

const ID = 'page000000000001';
const TOKEN = `token-${ID}-v1`;
const MINUTE = 60_000;

async function setup(options: { revealAt?: string } = {}) {
  const page = aMemory({ id: ID, status: 'active', details: { revealAt: options.revealAt ?? '' } });
  const pages = new InMemoryMemoryRepository();
  await pages.add(page);
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const questions = new InMemoryPageQuestions(outbox);
  const keys = new HmacQuestionKeys(TEST_QUESTION_SECRET);
  const clock = new FixedClock(NOW);
  const tokens = new FakeEditTokens();
  const mailer = new RecordingMailer();
  const alerts = new QuestionAlertEmailBuilder(new MemoryLinks('https://memories.example'), tokens);
  const answer = new AnswerPageQuestion(pages, questions, keys, clock);
  return {
    page,
    questions,
    keys,
    clock,
    mailer,
    set: new SetPageQuestion(pages, tokens, questions, keys, clock),
    answer: (text: string, client = '203.0.113.7') => answer.execute({ slug: page.slug, id: ID, answer: text, clientAddress: client }),
    deliver: outboxWorker({ outbox, pages, mailer, clock }, { questionAlerts: alerts }),
  };
}

const refusal = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('AnswerPageQuestion: the visitor answers "Pergunta de vocês"', () => {
  it('opens with the right answer in any case, accents or spacing, with a proof bound to that answer', async () => {
    const ctx = await setup();
    await ctx.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?', answer: 'São Paulo' });
    const accepted = await ctx.answer('  sao   PAULO ');
    const stored = (await ctx.questions.find(ID))!;
    expect(accepted).toEqual({ proof: ctx.keys.answeredProof(ID, stored.answerHash), slug: ctx.page.slug, id: ID });
    expect(stored.answerHash).not.toContain('paulo');
    await ctx.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?', answer: 'Recife' });
    expect(ctx.keys.proofMatches(ID, (await ctx.questions.find(ID))!.answerHash, accepted.proof)).toBe(false);
  });

  it('counts wrong answers per address, so one address past its limit does not lock out another', async () => {
    const ctx = await setup();
    await ctx.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?', answer: 'Recife' });
    for (let i = 0; i < 5; i++) await expect(ctx.answer(`errado ${i}`, '198.51.100.1')).rejects.toBeInstanceOf(WrongAnswerError);
    const limited = await refusal(ctx.answer('Recife', '198.51.100.1'));
    expect(limited).toBeInstanceOf(TooManyWrongAnswersError);
    expect((limited as TooManyWrongAnswersError).details).toEqual({ retryAfterSeconds: 900 });
    await expect(ctx.answer('Recife', '198.51.100.2')).resolves.toMatchObject({ id: ID });
    ctx.clock.advance(15 * MINUTE);
    await expect(ctx.answer('Recife', '198.51.100.1')).resolves.toMatchObject({ id: ID });
  });

  it('bounds the wrong answers of the page from every address together', async () => {
    const ctx = await setup();
    await ctx.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?', answer: 'Recife' });
    for (let i = 0; i < 30; i++) {
      await expect(ctx.answer('errado', `198.51.100.${i}`)).rejects.toBeInstanceOf(WrongAnswerError);
      ctx.clock.advance(10_000);
    }
    const limited = await refusal(ctx.answer('Recife', '192.0.2.99'));
    expect(limited).toBeInstanceOf(TooManyWrongAnswersError);
    // The oldest wrong answer leaves the window 15 minutes after it was given, 300 s of which have passed.
    expect((limited as TooManyWrongAnswersError).details).toEqual({ retryAfterSeconds: 600 });
  });

  it('tells the buyer from the third wrong answer, once a day at most, with the edit link and no answer tried', async () => {
    const ctx = await setup();
    await ctx.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?', answer: 'Recife' });
    for (let i = 0; i < 2; i++) await refusal(ctx.answer(`errado ${i}`));
    await ctx.deliver.execute();
    expect(ctx.mailer.questionAlerts).toHaveLength(0);
    await refusal(ctx.answer('errado 2', '198.51.100.9'));
    for (let i = 0; i < 4; i++) await refusal(ctx.answer(`mais ${i}`, '198.51.100.10'));
    await ctx.deliver.execute();
    expect(ctx.mailer.questionAlerts).toEqual([
      {
        to: ctx.page.email,
        yourName: ctx.page.yourName,
        lovedName: ctx.page.lovedName,
        publicUrl: `https://memories.example/${ctx.page.slug}/${ID}`,
        editUrl: `https://memories.example/update/${ID}?token=${TOKEN}`,
      },
    ]);
    ctx.clock.advance(24 * 60 * MINUTE);
    for (let i = 0; i < 3; i++) await refusal(ctx.answer(`outro dia ${i}`, '198.51.100.11'));
    await ctx.deliver.execute();
    expect(ctx.mailer.questionAlerts).toHaveLength(2);
  });

  it('asks nothing before the reveal date, and refuses an answer to a page without a question', async () => {
    const sealed = await setup({ revealAt: '2026-06-12T00:00' });
    await sealed.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?', answer: 'Recife' });
    await expect(sealed.answer('Recife')).rejects.toBeInstanceOf(QuestionNotYetError);
    const none = await setup();
    await expect(none.answer('Recife')).rejects.toBeInstanceOf(QuestionNotSetError);
  });
});

describe('SetPageQuestion and QuestionOrderAddOn: the owner sets the question', () => {
  it('keeps the answer when none is typed, and asks for one when there is none to keep', async () => {
    const ctx = await setup();
    await expect(ctx.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?' })).rejects.toBeInstanceOf(QuestionAnswerRequiredError);
    await ctx.set.execute({ id: ID, token: TOKEN, question: 'Nossa cidade?', hint: 'No Nordeste', answer: 'Recife' });
    const before = (await ctx.questions.find(ID))!.answerHash;
    await expect(ctx.set.execute({ id: ID, token: TOKEN, question: '  Nossa   cidade preferida? ', answer: '' })).resolves.toEqual({
      question: 'Nossa cidade preferida?',
      hint: null,
    });
    expect((await ctx.questions.find(ID))!.answerHash).toBe(before);
    await expect(ctx.answer('recife')).resolves.toMatchObject({ id: ID });
  });

  it('checks the order’s question before anything is stored, and writes it keyed once the page is', async () => {
    const questions = new InMemoryPageQuestions();
    const addOn = new QuestionOrderAddOn(questions, new HmacQuestionKeys(TEST_QUESTION_SECRET));
    const order = (extras: object) => ({
      memoryId: ID,
      details: validMemoryDetails(memoryFormFields() as MemoryDetailsInput, NOW),
      extras,
      now: NOW,
    });
    expect(addOn.prepare(order({}))).toBeNull();
    expect(addOn.prepare(order({ question: '  ', questionAnswer: 'x' }))).toBeNull();
    expect(() => addOn.prepare(order({ question: 'Nossa cidade?', questionAnswer: ' ' }))).toThrow(QuestionAnswerRequiredError);
    const write = addOn.prepare(order({ question: 'Nossa cidade?', questionHint: '', questionAnswer: 'Recife' }))!;
    await expect(questions.find(ID)).resolves.toBeNull();
    await write();
    await expect(questions.find(ID)).resolves.toMatchObject({ question: 'Nossa cidade?', hint: null });
  });
});
