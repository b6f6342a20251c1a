import type { PageQuestions, StoredQuestion, WrongAnswerAlert, WrongAnswersSince } from '../../application/ports/page-questions.js';

export interface CachedPageQuestionsOptions {
  /** How long a page's question (or that it has none) is served from memory: the pages' read cache's period. */
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** Milliseconds from a monotonic source (performance.now by default); tests pass a fake. */
  readonly now?: () => number;
}

interface Entry {
  readonly question: StoredQuestion | null;
  readonly expiresAt: number;
}

/**
 * Every read of a public page asks whether it has a question, nearly always to hear "none": this keeps the answer (and
 * the none) for the pages' read cache's period, so a page opened by many phones costs one query, as its row does. A
 * change through it is seen at once here; one made on another instance within `ttlMs`, as the page's own changes are.
 */
export class CachedPageQuestions implements PageQuestions {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(
    private readonly inner: PageQuestions,
    private readonly options: CachedPageQuestionsOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  async find(memoryId: string): Promise<StoredQuestion | null> {
    const entry = this.entries.get(memoryId);
    if (entry && entry.expiresAt > this.now()) return entry.question;
    this.entries.delete(memoryId);
    const question = await this.inner.find(memoryId);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(memoryId, { question, expiresAt: this.now() + this.options.ttlMs });
    return question;
  }

  async save(question: Omit<StoredQuestion, 'alertedAt'>): Promise<void> {
    try {
      await this.inner.save(question);
    } finally {
      this.entries.delete(question.memoryId);
    }
  }

  async remove(memoryId: string): Promise<boolean> {
    try {
      return await this.inner.remove(memoryId);
    } finally {
      this.entries.delete(memoryId);
    }
  }

  wrongAnswers(memoryId: string, clientKey: string, since: Date): Promise<WrongAnswersSince> {
    return this.inner.wrongAnswers(memoryId, clientKey, since);
  }

  async recordWrongAnswer(memoryId: string, clientKey: string, at: Date, since: Date, alert: WrongAnswerAlert | null): Promise<void> {
    try {
      await this.inner.recordWrongAnswer(memoryId, clientKey, at, since, alert);
    } finally {
      // The last alert's instant may have changed.
      if (alert) this.entries.delete(memoryId);
    }
  }
}
