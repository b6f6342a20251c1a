import type { Memory } from '../../domain/memory/memory.js';
import type { OrderPaymentRefusal } from '../../domain/shared/support-note.js';

/** What applying a payment the provider reports came to, for a first purchase as for a renewal or an upgrade. */
export type AppliedPayment =
  | { readonly result: 'applied'; readonly changed: boolean; readonly activated: boolean; readonly status: Memory['status'] }
  /** Not final yet (pending, in process, authorised): nothing to do until the provider says more. */
  | { readonly result: 'pending' }
  /** No memory has this payment's reference: a payment that is not ours, or for a page that is gone. */
  | { readonly result: 'unknown-memory' }
  /** The amount or currency is not the plan's price: never trusted. */
  | { readonly result: 'mismatch'; readonly detail: string }
  /** An approved payment for a page another payment already paid for: money to give back, for support to see. */
  | { readonly result: 'duplicate'; readonly paidBy: string | null }
  /** A renewal or an upgrade the page can no longer take (suspended since, lifetime already): money to give back. */
  | { readonly result: 'refused'; readonly refusal: OrderPaymentRefusal };
