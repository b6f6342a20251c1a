import type { FutureLetter } from '../../domain/letters/future-letter.js';
import type { QueuedEmail } from './email-outbox.js';

/**
 * The pages' letters for the future ("Cartas para o futuro"), kept apart from the pages' content (no version, no read
 * cache) and deleted with their page.
 */
export interface FutureLetters {
  /** The page's letters, in the order the page shows them (by day, then as they were written). */
  ofPage(memoryId: string): Promise<FutureLetter[]>;
  find(memoryId: string, id: string): Promise<FutureLetter | null>;
  /** Adds a new letter while the page holds fewer than `max`; resolves whether it did (two owners racing past it: one). */
  add(letter: FutureLetter, max: number): Promise<boolean>;
  /** Records the owner's change of a letter's title, text or day. */
  update(letter: FutureLetter): Promise<void>;
  /** Removes a letter; resolves whether there was one. */
  remove(memoryId: string, id: string): Promise<boolean>;
  /**
   * Records a letter's first opening at `at` and `emails` in the outbox in one transaction, if it was not opened yet:
   * however many visitors open it at once, on however many instances, the buyer is told once. Resolves whether this
   * call did it.
   */
  markOpened(memoryId: string, id: string, at: Date, emails: readonly QueuedEmail[]): Promise<boolean>;
}
