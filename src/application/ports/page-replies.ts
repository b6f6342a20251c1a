import type { PageReply, ReplyLimitScope } from '../../domain/replies/page-reply.js';
import type { QueuedEmail } from './email-outbox.js';

/** A reply to store, with the keyed digest of the address it came from (never the address). */
export interface NewPageReply extends PageReply {
  readonly clientKey: string;
}

/** The replies visitors sent to pages, kept apart from the pages' content (no version, no read cache). */
export interface PageReplies {
  /**
   * Stores the reply and queues its e-mail in one transaction, unless the replies the page received since `since` (in
   * all, and from the same `clientKey`) leave no room for it (`replyLimitPassed`): then nothing is stored or queued,
   * and the limit it would pass is returned. Counting and storing are one step for every instance on the database, so
   * concurrent replies never pass a limit together.
   */
  add(reply: NewPageReply, since: Date, email: QueuedEmail): Promise<ReplyLimitScope | null>;
  /** One reply by its id; null when it is not there (the page was removed since). */
  find(id: string): Promise<PageReply | null>;
  /** The page's latest replies, newest first, at most `limit`. */
  latest(memoryId: string, limit: number): Promise<PageReply[]>;
  /** How many replies the page received in all. */
  count(memoryId: string): Promise<number>;
  /** Every reply of the page as stored, client keys included, oldest first: what a copy of the shop carries over. */
  everyReplyOf(memoryId: string): Promise<NewPageReply[]>;
  /**
   * Stores replies copied from another store as they are (memories-cli migrate-data): no limit counted, no e-mail
   * queued (they were sent when the replies came). A reply already there (by id) is left; resolves how many were added.
   */
  importReplies(replies: readonly NewPageReply[]): Promise<number>;
}
