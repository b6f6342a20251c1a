import type { PaymentOutcome } from '../../domain/memory/payment-outcome.js';

/** Why a payment the provider reports was not applied (the results of `AppliedPayment` besides applied and pending). */
export type PaymentNotApplied = 'mismatch' | 'unknown-memory' | 'duplicate' | 'refused';

/** What a use case did that something else reacts to, said once its write is done. */
export type Outcome =
  /** A page was published by its first payment, or brought back or extended by a paid renewal or upgrade. */
  | { readonly kind: 'page-activated'; readonly memoryId: string }
  /** Its owner saved an edit of the page (new photos, say). */
  | { readonly kind: 'page-edited'; readonly memoryId: string }
  /** Its owner added or changed one of the page's chapters ("Um novo capítulo"), its photos perhaps new. */
  | { readonly kind: 'chapter-written'; readonly memoryId: string }
  /** A payment's outcome changed what a page records (approved, rejected, reversed). */
  | { readonly kind: 'payment-recorded'; readonly outcome: PaymentOutcome }
  /** The provider reported a payment that could not be applied. */
  | { readonly kind: 'payment-not-applied'; readonly reason: PaymentNotApplied }
  /** Asking the provider changed pages or orders whose notification was lost or late (`count` of them, at least one). */
  | { readonly kind: 'payments-reconciled'; readonly count: number }
  /** A visitor's opening of a page was counted. */
  | { readonly kind: 'page-opened'; readonly memoryId: string };

/**
 * Where use cases say what happened. Who reacts, and how, is one list outside the application (composition's
 * `outcome-reactions.ts`: the AVIF copies, the metrics). Publishing never fails the use case: its write is done, and a
 * reaction's failure is the reactions' own to report.
 */
export interface Outcomes {
  publish(outcome: Outcome): Promise<void>;
}
