import type { Memory } from '../../domain/memory/memory.js';
import type { MemoryStatus } from '../../domain/memory/memory-status.js';
import type { PaymentOutcome } from '../../domain/memory/payment-outcome.js';
import type { PlanId } from '../../domain/plan/plan.js';
import type { QueuedEmail } from './email-outbox.js';

/** What support filters pages by; every field narrows, none means all. */
export interface MemorySearch {
  readonly statuses?: readonly MemoryStatus[];
  readonly plans?: readonly PlanId[];
  /** A normalised buyer address (lower case). */
  readonly email?: string;
  /** Most pages returned, newest first; all when absent. */
  readonly limit?: number;
}

/** How many pages share a status, plan and payment outcome: what the support stats add up. */
export interface MemoryTally {
  readonly status: MemoryStatus;
  readonly plan: PlanId;
  readonly paymentOutcome: PaymentOutcome | null;
  readonly count: number;
}

/** What support's stats add up about renewals and upgrades. */
export interface OrderCounts {
  /** Renewals paid and kept (a refunded one is left out). */
  readonly renewals: number;
  /** Pages upgraded, the upgrade kept. */
  readonly upgrades: number;
  /** Renewals and upgrades refunded or charged back (undone, or left for support). */
  readonly refunded: number;
}

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
  /** How many renewals were paid for and kept, how many pages were upgraded, and how many orders were refunded. */
  countOrders(): Promise<OrderCounts>;
  /** Unpaid pages (pending or failed) created before `instant`. */
  findUnpaidCreatedBefore(instant: Date): Promise<Memory[]>;
  /** Unpaid pages (pending or failed) created at or after `instant`, oldest first: the ones worth asking the provider about. */
  findUnpaidCreatedSince(instant: Date): Promise<Memory[]>;
  /** How many unpaid pages (pending or failed) were created at or after `instant`: a count, no page is read. */
  countUnpaidCreatedSince(instant: Date): Promise<number>;
  /** Every page of a buyer, whatever its status, oldest first. */
  findByEmail(email: string): Promise<Memory[]>;
  /** Pages matching the search, newest first (created_at desc, then id desc). */
  search(filter: MemorySearch): Promise<Memory[]>;
  /** Counts by status, plan and payment outcome; groups with no page are left out. */
  tally(): Promise<MemoryTally[]>;
  /**
   * Removes a memory; resolves false when there was none. With `version`, only while the row is still at that version
   * (nobody changed it since it was read and judged removable): a changed row is kept and it resolves false.
   */
  remove(id: string, version?: number): Promise<boolean>;
  /** Rejects when the store cannot be reached. */
  ping(): Promise<void>;
}
