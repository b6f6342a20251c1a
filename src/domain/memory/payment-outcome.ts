/**
 * What became of one payment, in the order a payment can only move forward: a refund or a charge-back can only follow
 * an approval, and an approval can follow a refusal of the same attempt. Used to ignore a late, older report.
 */
export type PaymentOutcome = 'rejected' | 'approved' | 'reversed';

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['rejected', 'approved', 'reversed'];

const RANK: Readonly<Record<PaymentOutcome, number>> = { rejected: 1, approved: 2, reversed: 3 };

/** True when `next` is a newer state of the same payment than `current`. */
export function supersedes(next: PaymentOutcome, current: PaymentOutcome | null): boolean {
  return current === null || RANK[next] > RANK[current];
}
