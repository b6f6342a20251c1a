import type { QueuedEmail } from './email-outbox.js';

/** A yearly anniversary e-mailed to a page's buyer: the years completed, and when its e-mail was queued. */
export interface SentAnniversary {
  readonly years: number;
  readonly sentAt: Date;
}

export interface PageAnniversaryEmails {
  /** Oldest first. */
  readonly sent: readonly SentAnniversary[];
  /** The buyer turned these e-mails off for the page. */
  readonly emailsOff: boolean;
}

export const NO_ANNIVERSARY_EMAILS: PageAnniversaryEmails = { sent: [], emailsOff: false };

/** The yearly anniversaries e-mailed for each page, kept apart from the pages' content (no version, no read cache). */
export interface AnniversaryEmails {
  /**
   * Records the page's `years`-th anniversary as e-mailed and queues `email` in the e-mail outbox in the same
   * transaction, in one conditional statement: nothing when that anniversary is already recorded or the buyer turned
   * these e-mails off. Resolves whether it queued, so two instances at once, or a round run again after a crash, queue
   * one e-mail per anniversary.
   */
  record(memoryId: string, years: number, email: QueuedEmail): Promise<boolean>;
  /** The page's anniversaries e-mailed so far and whether these e-mails are off. */
  find(memoryId: string): Promise<PageAnniversaryEmails>;
  /** The buyer does not want these e-mails for this page; resolves false when they were already off. */
  turnEmailsOff(memoryId: string, at: Date): Promise<boolean>;
  /**
   * Records a page's anniversaries and their switch as another store kept them (memories-cli migrate-data), with no
   * e-mail; what this store already holds stays. Resolves whether anything was added.
   */
  importEmails(memoryId: string, record: PageAnniversaryEmails): Promise<boolean>;
}
