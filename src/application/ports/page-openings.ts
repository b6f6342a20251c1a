import type { PageOpeningsTally } from '../../domain/openings/page-openings.js';
import type { QueuedEmail } from './email-outbox.js';

/** What recording one opening did. */
export interface RecordedOpening {
  /** The opening was counted (none was counted within the window before it). */
  readonly counted: boolean;
  /** It was the page's first opening, and its e-mail (if any was given and e-mails are on) was queued with it. */
  readonly first: boolean;
  readonly emailQueued: boolean;
}

/** Totals over every page, for support. */
export interface OpeningTotals {
  readonly pagesOpened: number;
  readonly openings: number;
  readonly emailsOff: number;
}

/** The counts of openings of each page, kept apart from the pages' content (no version, no read cache). */
export interface PageOpenings {
  /**
   * Counts an opening of the page at `at` unless one was counted after `windowStart`, in one atomic step. When it is
   * the page's first opening and the buyer did not turn the e-mails off, `firstEmail` is recorded in the e-mail outbox
   * in the same transaction: both or neither, so the first opening queues exactly one e-mail whatever the races.
   */
  record(memoryId: string, at: Date, windowStart: Date, firstEmail: QueuedEmail | null): Promise<RecordedOpening>;
  /** The page's counts; `NEVER_OPENED` when nothing was ever recorded. */
  find(memoryId: string): Promise<PageOpeningsTally>;
  /** The buyer does not want the "opened" e-mail of this page; resolves false when it was already off. */
  turnEmailsOff(memoryId: string): Promise<boolean>;
  /**
   * Records a page's counts as another store kept them (memories-cli migrate-data), with no e-mail; resolves false and
   * changes nothing when this store already counts that page (openings counted here since are never overwritten).
   */
  importTally(memoryId: string, tally: PageOpeningsTally): Promise<boolean>;
  totals(): Promise<OpeningTotals>;
}
