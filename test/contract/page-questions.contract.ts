import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEmail, QueuedEmail } from '../../src/application/ports/email-outbox.js';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { PageQuestions } from '../../src/application/ports/page-questions.js';
import type { TaskQueue } from '../../src/application/ports/task-queue.js';
import { aMemory } from '../support/mothers/memory.mother.js';

export interface PageQuestionsUnderTest {
  readonly questions: PageQuestions;
  /** The pages the questions belong to, in the same database. */
  readonly pages: MemoryRepository;
  /** The outbox the buyer's alert goes to. */
  readonly outbox: TaskQueue<OutboxEmail>;
  cleanup(): Promise<void>;
}

const PAGE = 'page000000000001';
const OTHER = 'page000000000002';
/** Instants with milliseconds, which the store keeps. */
const T0 = new Date('2026-07-12T03:00:00.123Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const QUESTION = { memoryId: PAGE, question: 'Onde foi o nosso primeiro beijo?', hint: 'Perto do mar', answerHash: 'hash-1' };
const alertEmail = (when: Date): QueuedEmail => ({ email: { to: 'ana@example.com', reason: 'opened', memoryIds: [PAGE] }, at: when });

/** One specification of `PageQuestions`, run against the fake and the SQL adapter on both engines. */
export function describePageQuestionsContract(name: string, factory: () => Promise<PageQuestionsUnderTest>): void {
  describe(`PageQuestions contract: ${name}`, () => {
    let subject: PageQuestionsUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('keeps a question as saved, replaces it whole on the next save, and removes it', async () => {
      await expect(subject.questions.find(PAGE)).resolves.toBeNull();
      await subject.questions.save(QUESTION);
      await expect(subject.questions.find(PAGE)).resolves.toEqual({ ...QUESTION, alertedAt: null });
      await subject.questions.save({ ...QUESTION, question: 'Qual é a nossa música?', hint: null, answerHash: 'hash-2' });
      await expect(subject.questions.find(PAGE)).resolves.toEqual({
        memoryId: PAGE,
        question: 'Qual é a nossa música?',
        hint: null,
        answerHash: 'hash-2',
        alertedAt: null,
      });
      await expect(subject.questions.find(OTHER)).resolves.toBeNull();
      await expect(subject.questions.remove(PAGE)).resolves.toBe(true);
      await expect(subject.questions.remove(PAGE)).resolves.toBe(false);
      await expect(subject.questions.find(PAGE)).resolves.toBeNull();
    });

    it('counts wrong answers by page and by address within the window, with the oldest of each, and forgets older ones', async () => {
      await subject.questions.save(QUESTION);
      await subject.questions.recordWrongAnswer(PAGE, 'client-a', at(0), at(-900), null);
      await subject.questions.recordWrongAnswer(PAGE, 'client-b', at(10), at(-890), null);
      await subject.questions.recordWrongAnswer(PAGE, 'client-a', at(20), at(-880), null);
      await subject.questions.recordWrongAnswer(OTHER, 'client-a', at(30), at(-870), null);

      await expect(subject.questions.wrongAnswers(PAGE, 'client-a', at(-1))).resolves.toEqual({
        page: 3,
        client: 2,
        oldestOfPage: at(0),
        oldestOfClient: at(0),
      });
      await expect(subject.questions.wrongAnswers(PAGE, 'client-b', at(5))).resolves.toEqual({
        page: 2,
        client: 1,
        oldestOfPage: at(10),
        oldestOfClient: at(10),
      });
      await expect(subject.questions.wrongAnswers(PAGE, 'client-c', at(0))).resolves.toEqual({
        page: 2,
        client: 0,
        oldestOfPage: at(10),
        oldestOfClient: null,
      });
      // Recording a later one forgets those at or before its window's start.
      await subject.questions.recordWrongAnswer(PAGE, 'client-c', at(40), at(10), null);
      await expect(subject.questions.wrongAnswers(PAGE, 'client-a', at(-1))).resolves.toMatchObject({ page: 2, client: 1, oldestOfPage: at(20) });
      await expect(subject.questions.wrongAnswers(OTHER, 'client-a', at(-1))).resolves.toMatchObject({ page: 1, client: 1 });
    });

    it('queues the alert with its mark once however many wrong answers race, and again only after the interval', async () => {
      await subject.questions.save(QUESTION);
      const alert = (when: Date, alertedBefore: Date) => ({ email: alertEmail(when), alertedBefore });
      await Promise.all(
        [0, 1, 2, 3, 4].map((second) =>
          subject.questions.recordWrongAnswer(PAGE, `client-${second}`, at(second), at(-900), alert(at(second), at(-86_400))),
        ),
      );
      const alerted = (await subject.questions.find(PAGE))?.alertedAt;
      expect(alerted).not.toBeNull();
      await expect(subject.outbox.list()).resolves.toHaveLength(1);

      // Within the day: no second alert; the mark stays.
      await subject.questions.recordWrongAnswer(PAGE, 'client-x', at(3600), at(2700), alert(at(3600), at(3600 - 86_400)));
      await expect(subject.outbox.list()).resolves.toHaveLength(1);
      await expect(subject.questions.find(PAGE)).resolves.toMatchObject({ alertedAt: alerted });

      // A day later: one more, and saving the question again keeps the mark.
      const nextDay = at(86_400 + 5);
      await subject.questions.recordWrongAnswer(PAGE, 'client-y', nextDay, at(86_400 - 900), alert(nextDay, at(5)));
      await expect(subject.outbox.list()).resolves.toHaveLength(2);
      await subject.questions.save({ ...QUESTION, hint: 'Outra dica' });
      await expect(subject.questions.find(PAGE)).resolves.toMatchObject({ alertedAt: nextDay, hint: 'Outra dica' });
    });
  });
}

/** The question and its wrong answers go with the page's removal, in the same transaction. */
export function describeQuestionRemovedWithThePage(name: string, factory: () => Promise<PageQuestionsUnderTest>): void {
  describe(`PageQuestions removed with the page: ${name}`, () => {
    it("removing the page removes its question and its wrong answers, and no other page's", async () => {
      const subject = await factory();
      try {
        await subject.pages.add(aMemory({ id: PAGE, status: 'active' }));
        await subject.pages.add(aMemory({ id: OTHER, status: 'active' }));
        await subject.questions.save(QUESTION);
        await subject.questions.save({ ...QUESTION, memoryId: OTHER });
        await subject.questions.recordWrongAnswer(PAGE, 'client-a', T0, at(-900), null);
        await subject.questions.recordWrongAnswer(OTHER, 'client-a', T0, at(-900), null);

        await expect(subject.pages.remove(PAGE)).resolves.toBe(true);
        await expect(subject.questions.find(PAGE)).resolves.toBeNull();
        await expect(subject.questions.wrongAnswers(PAGE, 'client-a', at(-900))).resolves.toMatchObject({ page: 0 });
        await expect(subject.questions.find(OTHER)).resolves.toMatchObject({ memoryId: OTHER });
        await expect(subject.questions.wrongAnswers(OTHER, 'client-a', at(-900))).resolves.toMatchObject({ page: 1 });
      } finally {
        await subject.cleanup();
      }
    });
  });
}
