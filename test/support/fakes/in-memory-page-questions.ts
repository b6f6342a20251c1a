import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { PageQuestions, StoredQuestion, WrongAnswerAlert, WrongAnswersSince } from '../../../src/application/ports/page-questions.js';
import { QuestionGate } from '../../../src/application/question/question-gate.js';
import { HmacQuestionKeys } from '../../../src/adapters/security/hmac-question-keys.js';
import type { InMemoryTaskQueue } from './in-memory-task-queue.js';

interface WrongAnswer {
  readonly memoryId: string;
  readonly clientKey: string;
  readonly at: Date;
}

/** Honours `PageQuestions` like the SQL store: the alert marked and queued together, once a day however many race. */
export class InMemoryPageQuestions implements PageQuestions {
  private readonly rows = new Map<string, StoredQuestion>();
  private tries: WrongAnswer[] = [];

  constructor(private readonly outbox?: InMemoryTaskQueue<OutboxEmail>) {}

  async find(memoryId: string): Promise<StoredQuestion | null> {
    return this.rows.get(memoryId) ?? null;
  }

  async save(question: Omit<StoredQuestion, 'alertedAt'>): Promise<void> {
    this.rows.set(question.memoryId, { ...question, alertedAt: this.rows.get(question.memoryId)?.alertedAt ?? null });
  }

  async remove(memoryId: string): Promise<boolean> {
    this.tries = this.tries.filter((each) => each.memoryId !== memoryId);
    return this.rows.delete(memoryId);
  }

  async wrongAnswers(memoryId: string, clientKey: string, since: Date): Promise<WrongAnswersSince> {
    const ofPage = this.tries.filter((each) => each.memoryId === memoryId && each.at > since);
    const ofClient = ofPage.filter((each) => each.clientKey === clientKey);
    const oldest = (list: WrongAnswer[]) => (list.length === 0 ? null : new Date(Math.min(...list.map((each) => each.at.getTime()))));
    return { page: ofPage.length, client: ofClient.length, oldestOfPage: oldest(ofPage), oldestOfClient: oldest(ofClient) };
  }

  /** Every question held, for tests that check nothing changed. */
  all(): StoredQuestion[] {
    return [...this.rows.values()];
  }

  async recordWrongAnswer(memoryId: string, clientKey: string, at: Date, since: Date, alert: WrongAnswerAlert | null): Promise<void> {
    this.tries = this.tries.filter((each) => each.memoryId !== memoryId || each.at > since);
    this.tries.push({ memoryId, clientKey, at });
    const row = this.rows.get(memoryId);
    if (!alert || !row || (row.alertedAt !== null && row.alertedAt > alert.alertedBefore)) return;
    this.rows.set(memoryId, { ...row, alertedAt: at });
    this.outbox?.enqueueNow(alert.email.email, alert.email.at);
  }
}

/** The application secret the tests key questions with. */
export const TEST_QUESTION_SECRET = 'test-question-secret-of-at-least-32-characters';

/** The gate over an in-memory store with real keys: a use case under test that no page question applies to. */
export function questionGateFor(questions: PageQuestions = new InMemoryPageQuestions()): QuestionGate {
  return new QuestionGate(questions, new HmacQuestionKeys(TEST_QUESTION_SECRET));
}
