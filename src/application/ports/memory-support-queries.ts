import type { Memory } from '../../domain/memory/memory.js';
import type { MemoryStatus } from '../../domain/memory/memory-status.js';
import type { PaymentOutcome } from '../../domain/memory/payment-outcome.js';
import type { PlanId } from '../../domain/plan/plan.js';

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
  /** The prices these pages were ordered at, added up, for those that keep one. */
  readonly storedPriceCents: number;
  /** Those of them ordered before prices were kept (each cost the spec's price of its plan). */
  readonly unpricedCount: number;
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

/** What support and safekeeping ask about many pages at once: never cached, always the store as it is. */
export interface MemorySupportQueries {
  /** Every page of a buyer, whatever its status, oldest first. */
  findByEmail(email: string): Promise<Memory[]>;
  /** Pages matching the search, newest first (created_at desc, then id desc). */
  search(filter: MemorySearch): Promise<Memory[]>;
  /** Counts by status, plan and payment outcome; groups with no page are left out. */
  tally(): Promise<MemoryTally[]>;
  /** How many renewals were paid for and kept, how many pages were upgraded, and how many orders were refunded. */
  countOrders(): Promise<OrderCounts>;
}
