import type { Memory } from '../../domain/memory/memory.js';
import type { QueuedEmail } from './email-outbox.js';

/**
 * The pages as the buyer's and the page's own use cases read and write them (one page at a time, or the few a scheduled
 * round works on). Support's queries over many pages are `MemorySupportQueries`; the health check is `DatabaseHealth`.
 */
export interface MemoryRepository {
  /** Stores a new memory; rejects when the id is already taken. */
  add(memory: Memory): Promise<void>;
  /**
   * Stores a changed memory if nobody else changed it since it was read (same `version`), and raises its version.
   * Rejects with `MemoryConcurrentUpdateError` otherwise, and with `MemoryNotFoundError` when it is gone. The object
   * passed in keeps the version it was read with: read the memory again before changing it a second time.
   * With `queued`, the e-mail is recorded in the email outbox in the same transaction: both or neither.
   */
  update(memory: Memory, queued?: QueuedEmail): Promise<void>;
  findById(id: string): Promise<Memory | null>;
  /** Active pages of a buyer, oldest first. */
  findActiveByEmail(email: string): Promise<Memory[]>;
  /** Active pages whose end date is at or before `instant`. */
  findActiveEndingBy(instant: Date): Promise<Memory[]>;
  /**
   * Paid pages with an end date (active or ended) whose end is at or before `instant`, oldest first: the basic pages
   * whose buyer may have a lifecycle notice due, and the ended ones kept for a late renewal.
   */
  findEndingBy(instant: Date): Promise<Memory[]>;
  /**
   * Active pages whose start date (`datingSince`) falls on one of these month-days ("MM-DD"), oldest first: the pages
   * whose yearly anniversary may be today (`startMonthDaysOfYearlyAnniversary`).
   */
  findActiveStartedOn(monthDays: readonly string[]): Promise<Memory[]>;
  /** Unpaid pages (pending or failed) created before `instant`. */
  findUnpaidCreatedBefore(instant: Date): Promise<Memory[]>;
  /** Unpaid pages (pending or failed) created at or after `instant`, oldest first: the ones worth asking the provider about. */
  findUnpaidCreatedSince(instant: Date): Promise<Memory[]>;
  /** How many unpaid pages (pending or failed) were created at or after `instant`: a count, no page is read. */
  countUnpaidCreatedSince(instant: Date): Promise<number>;
  /**
   * Removes a memory; resolves false when there was none. With `version`, only while the row is still at that version
   * (nobody changed it since it was read and judged removable): a changed row is kept and it resolves false.
   */
  remove(id: string, version?: number): Promise<boolean>;
}
