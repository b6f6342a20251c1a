import type { RecipientDelivery } from '../../domain/delivery/recipient-delivery.js';
import type { QueuedEmail } from './email-outbox.js';

/**
 * The pages' deliveries on the day ("Entrega no dia"), one per page at most, kept apart from the pages' content (no
 * version, no read cache) and deleted with their page.
 */
export interface RecipientDeliveries {
  /** The page's delivery, whatever its status; null when none was asked for. */
  find(memoryId: string): Promise<RecipientDelivery | null>;
  /** Records the page's delivery, new or changed (another address, cancelled). */
  save(delivery: RecipientDelivery): Promise<void>;
  /**
   * The pages, oldest reveal first and `limit` at most, whose delivery is still scheduled and that either are paid (not
   * suspended) with a reveal date at or before `now`, or no longer have a reveal date: those a delivery worker has
   * something to do for.
   */
  dueBy(now: Date, limit: number): Promise<string[]>;
  /**
   * Marks the page's delivery sent at `at` and records `emails` in the outbox in the same transaction, if the delivery
   * is still scheduled: both or neither, so that however many workers race for it, its e-mails are queued once.
   * Resolves whether this call did it.
   */
  markSent(memoryId: string, at: Date, emails: readonly QueuedEmail[]): Promise<boolean>;
}
