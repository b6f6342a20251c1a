import type { QueuedEmail } from './email-outbox.js';

/** A page's question as stored: the answer only as its keyed hash (`QuestionKeys.answerHash`). */
export interface StoredQuestion {
  readonly memoryId: string;
  readonly question: string;
  readonly hint: string | null;
  readonly answerHash: string;
  /** When the buyer was last told of wrong answers ("Alguém tentou abrir a página de vocês"); null: never. */
  readonly alertedAt: Date | null;
}

/** The wrong answers a page took since an instant: in all and from one address, with the oldest of each. */
export interface WrongAnswersSince {
  readonly page: number;
  readonly client: number;
  readonly oldestOfPage: Date | null;
  readonly oldestOfClient: Date | null;
}

/** The buyer's alert decided with a wrong answer: queued only if the page was last alerted before `alertedBefore`. */
export interface WrongAnswerAlert {
  readonly email: QueuedEmail;
  readonly alertedBefore: Date;
}

/**
 * The pages' questions ("Pergunta de vocês") and the wrong answers given to them, kept apart from the pages' content
 * and deleted with their page. Addresses are kept only as keyed digests (`QuestionKeys.clientKey`).
 */
export interface PageQuestions {
  find(memoryId: string): Promise<StoredQuestion | null>;
  /** Sets the page's question, hint and answer hash, replacing any; the last alert's instant is kept. */
  save(question: Omit<StoredQuestion, 'alertedAt'>): Promise<void>;
  /** Removes the page's question and its wrong answers; resolves whether there was one. */
  remove(memoryId: string): Promise<boolean>;
  wrongAnswers(memoryId: string, clientKey: string, since: Date): Promise<WrongAnswersSince>;
  /**
   * Counts a wrong answer at `at`, forgetting the page's wrong answers older than `since`. With `alert`, in the same
   * transaction the page is marked alerted at `at` and the e-mail queued, only if the page was last alerted before
   * `alertedBefore` (or never): however many wrong answers arrive at once, on however many instances, one alert goes.
   */
  recordWrongAnswer(memoryId: string, clientKey: string, at: Date, since: Date, alert: WrongAnswerAlert | null): Promise<void>;
}
