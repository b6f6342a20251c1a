import type { PageOrderKind } from '../../domain/renewal/page-orders.js';

/** A renewal or an upgrade whose checkout was opened: what the reconcile asks the provider about. */
export interface StartedOrder {
  readonly orderId: string;
  readonly kind: PageOrderKind;
  readonly memoryId: string;
  /** When its checkout was first opened. */
  readonly startedAt: Date;
}

/**
 * The renewals and upgrades whose checkout was opened, applied or not, kept apart from the page's row: opening a
 * checkout changes nothing the page shows (no version raised, no read cache emptied, no owner's edit refused), and the
 * same order opened again keeps its first record. What was applied stays on the page (`Memory.orders`).
 */
export interface StartedOrders {
  /** Records an order whose checkout is being opened; an order already recorded keeps its first record. */
  record(order: StartedOrder): Promise<void>;
  /** Orders started at or after `instant`, oldest first. */
  startedSince(instant: Date): Promise<StartedOrder[]>;
  /** The orders of one page, oldest first. */
  ofMemory(memoryId: string): Promise<StartedOrder[]>;
  /** How many orders were started, across all pages. */
  count(): Promise<number>;
}
