import type { LifecycleNotice } from '../renewal/page-lifecycle.js';
import type { AppliedOrder } from '../renewal/page-orders.js';
import type { MemoryDetails } from './memory-details.js';
import type { MemoryStatus } from './memory-status.js';
import type { PaymentMethod } from './payment-method.js';
import type { PaymentOutcome } from './payment-outcome.js';
import type { PhotoWidth } from './photo-variants.js';

export interface MemoryState extends MemoryDetails {
  readonly id: string;
  readonly slug: string;
  readonly photos: readonly string[];
  /**
   * A tiny copy of each photo as a `data:` URI (a few hundred bytes), by the photo's path: the blur behind it, shown
   * without a download. A photo stored before placeholders existed has none until `memories-cli photo-variants`.
   */
  readonly photoPlaceholders: Readonly<Record<string, string>>;
  /**
   * The widths each photo also has in AVIF, by the photo's path (made after the page is paid for, kept only where they
   * save at least a fifth of the WebP); `[]` when none was worth keeping. A photo absent here has not been looked at
   * yet: its page serves WebP alone meanwhile.
   */
  readonly photoAvifWidths: Readonly<Record<string, readonly PhotoWidth[]>>;
  /** The music video's title and channel as YouTube gave them when the link was checked; null when not known. */
  readonly musicTitle: string | null;
  readonly musicChannel: string | null;
  /**
   * What the first purchase costs, in cents, as the shop priced it when the order was placed (a promotion's price while
   * it ran); null for pages ordered before prices were kept, which cost the spec's price of their plan.
   */
  readonly priceCents: number | null;
  readonly status: MemoryStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly paidAt: Date | null;
  /** When a basic page stops being public; null while unpaid and for premium. */
  readonly endsAt: Date | null;
  /** The payment this page's state follows: the one that paid for it, or the latest attempt while unpaid. */
  readonly paymentId: string | null;
  /** The latest known outcome of `paymentId`; null before any. */
  readonly paymentOutcome: PaymentOutcome | null;
  /** How the approved payment was made, as the checkout said; null before approval, or when it did not say. */
  readonly paymentMethod: PaymentMethod | null;
  /** Part of the edit token's derivation: raising it invalidates every edit link sent so far. */
  readonly editTokenVersion: number;
  /**
   * The hash of the key the ordering browser keeps to correct the buyer's address for a short while (never the key);
   * null for orders placed without one.
   */
  readonly emailCorrectionKeyHash: string | null;
  /** The renewals and upgrades paid for this page, oldest first. */
  readonly orders: readonly AppliedOrder[];
  /** The last lifecycle notice sent for the current end date (see `dueNotice`); null after a renewal. */
  readonly notice: LifecycleNotice | null;
  readonly noticeAt: Date | null;
  /** Visitors may answer the page ("Responder com carinho"); the owner may turn it off. On for every page by default. */
  readonly repliesEnabled: boolean;
  /** Optimistic-lock counter, raised by the repository on every stored change. */
  readonly version: number;
  /** "Um áudio seu": the stored path of the voice message (AAC in MP4); null when the page has none. */
  readonly voice: string | null;
}

/**
 * Freezes a state and what it holds, in place, once: a frozen state is returned as it is (a second time costs a check).
 */
export function frozen(state: MemoryState): MemoryState {
  if (Object.isFrozen(state)) return state;
  Object.freeze(state.photos);
  Object.freeze(state.photoPlaceholders);
  Object.freeze(state.photoAvifWidths);
  for (const order of state.orders) Object.freeze(order);
  Object.freeze(state.orders);
  for (const moment of state.story) Object.freeze(moment);
  Object.freeze(state.story);
  return Object.freeze(state);
}
