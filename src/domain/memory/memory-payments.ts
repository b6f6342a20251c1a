import { planEndsAt, PLANS } from '../plan/plan.js';
import type { MemoryState } from './memory-state.js';
import { assertTransition } from './memory-status.js';
import type { PaymentMethod } from './payment-method.js';
import { supersedes, type PaymentOutcome } from './payment-outcome.js';

/** What a page knows of its payment, and what a payment changes: whether it is public, since and until when. */
export type MemoryPayment = Pick<
  MemoryState,
  'status' | 'plan' | 'paymentId' | 'paymentOutcome' | 'paymentMethod' | 'paidAt' | 'endsAt' | 'updatedAt'
>;

/** A new page's payment: none yet, so it is not public. */
export const UNPAID: Omit<MemoryPayment, 'plan' | 'updatedAt'> = {
  status: 'pending_payment',
  paidAt: null,
  endsAt: null,
  paymentId: null,
  paymentOutcome: null,
  paymentMethod: null,
};

/**
 * Applies what became of a payment, whatever order the reports arrive in: the page's payment once the report is
 * applied, or null when nothing changes.
 * - The page follows one payment at a time. A report about that payment applies only when it is newer (see
 *   `supersedes`), so a late approval never undoes a refund and a repeated report changes nothing.
 * - While unpaid, the page follows the latest attempt: an approval of any attempt publishes it; a refusal marks it
 *   failed; a reversal of an attempt it never published keeps it unpublished, for good for that attempt.
 * - Once paid, reports about other attempts change nothing (a second payment is a matter for support); a reversal
 *   of the payment that published the page suspends it. No payment of the page brings an ended or suspended page back
 *   (only a renewal, see `applyOrder`, brings an ended one back).
 * The approval that publishes the page also records how it was paid (`method`, for the buyer's receipt).
 */
export function recordPayment(
  page: MemoryPayment,
  paymentId: string,
  outcome: PaymentOutcome,
  at: Date,
  method: PaymentMethod | null = null,
): MemoryPayment | null {
  const same = page.paymentId === paymentId;
  if (same && !supersedes(outcome, page.paymentOutcome)) return null;
  switch (page.status) {
    case 'pending_payment':
    case 'payment_failed':
      return recordWhileUnpaid(page, paymentId, outcome, at, method);
    case 'active':
      if (!same || outcome !== 'reversed') return null;
      assertTransition('active', 'suspended');
      return { ...page, status: 'suspended', paymentOutcome: outcome, updatedAt: at };
    case 'expired':
    case 'suspended':
      if (!same) return null;
      // Kept for the record (a refund of an ended page); the page stays as it is.
      return { ...page, paymentOutcome: outcome, updatedAt: at };
  }
}

function recordWhileUnpaid(
  page: MemoryPayment,
  paymentId: string,
  outcome: PaymentOutcome,
  at: Date,
  method: PaymentMethod | null,
): MemoryPayment | null {
  if (outcome === 'approved') {
    assertTransition(page.status, 'active');
    const endsAt = planEndsAt(PLANS[page.plan], at);
    return { ...page, status: 'active', paymentId, paymentOutcome: outcome, paymentMethod: method, paidAt: at, endsAt, updatedAt: at };
  }
  if (page.paymentId !== paymentId && page.paymentOutcome === 'reversed' && outcome === 'rejected') {
    // An older attempt's refusal says less than the reversal already recorded: keep following the reversed one.
    return null;
  }
  return { ...page, status: 'payment_failed', paymentId, paymentOutcome: outcome, updatedAt: at };
}
