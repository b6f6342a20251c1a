import type { PageLinksEmail } from './mailer.js';
import type { TaskQueue } from './task-queue.js';

/**
 * An e-mail to send, recorded before it is sent. It names pages, not their content: it is rendered when it is sent,
 * so its edit links carry the token valid then, and no token is ever stored.
 */
export interface OutboxEmail {
  readonly to: string;
  /**
   * `opened`: the page's first opening ("A surpresa foi aberta!"), one page; `anniversary`: a yearly anniversary, one
   * page; `reply`: a visitor's reply to the page ("Responder com carinho"), one page, the reply named by `replyId`;
   * `delivery`: the page's link and QR code to its recipient at the instant it opens ("Entrega no dia"), one page;
   * `delivery-sent`: the buyer's notice that it went out, one page; `letter-opened`: a letter for the future opened for
   * the first time ("A carta de julho foi aberta"), one page, the letter named by `letterId`;
   * `question-tries`: several wrong answers to the page's question ("Alguém tentou abrir a página de vocês"), one page.
   */
  readonly reason: PageLinksEmail['reason'] | 'opened' | 'anniversary' | 'reply' | 'delivery' | 'delivery-sent' | 'letter-opened' | 'question-tries';
  readonly memoryIds: readonly string[];
  /** The reply a `reply` e-mail brings (rendered from the stored reply when it is sent). */
  readonly replyId?: string;
  /** The letter a `letter-opened` e-mail is about. */
  readonly letterId?: string;
}

/** The durable outbox of the product decisions: every e-mail goes through it. */
export type EmailOutbox = TaskQueue<OutboxEmail>;

/** An e-mail to record in the same transaction as a memory's change. */
export interface QueuedEmail {
  readonly email: OutboxEmail;
  readonly at: Date;
}
