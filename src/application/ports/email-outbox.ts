import type { PageLinksEmail } from './mailer.js';
import type { TaskQueue } from './task-queue.js';

/**
 * An e-mail to send, recorded before it is sent. It names pages, not their content: it is rendered when it is sent,
 * so its edit links carry the token valid then, and no token is ever stored.
 */
export interface OutboxEmail {
  readonly to: string;
  /** `opened`: the page's first opening ("A surpresa foi aberta!"), one page; `anniversary`: a yearly anniversary, one page. */
  readonly reason: PageLinksEmail['reason'] | 'opened' | 'anniversary';
  readonly memoryIds: readonly string[];
}

/** The durable outbox of the product decisions: every e-mail goes through it. */
export type EmailOutbox = TaskQueue<OutboxEmail>;

/** An e-mail to record in the same transaction as a memory's change. */
export interface QueuedEmail {
  readonly email: OutboxEmail;
  readonly at: Date;
}
