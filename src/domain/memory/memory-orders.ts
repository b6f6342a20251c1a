import { planEndsAt, PLANS } from '../plan/plan.js';
import {
  inEffect,
  judgeOrderReversal,
  PageOrderNotAllowedError,
  type AppliedOrder,
  type OrderReversalVerdict,
  type PageOrderKind,
} from '../renewal/page-orders.js';
import { isPaid } from './memory-lifecycle.js';
import type { MemoryState } from './memory-state.js';

/** What a renewal or an upgrade reads and changes on a page: its plan, its end, and the orders applied so far. */
export type MemoryOrders = Pick<MemoryState, 'status' | 'plan' | 'endsAt' | 'orders' | 'notice' | 'noticeAt' | 'updatedAt'>;

/** What became of a paid order: `duplicate` names the payment that paid it before. */
export type OrderOutcome = { readonly result: 'applied' | 'repeated' } | { readonly result: 'duplicate'; readonly paidBy: string };

/** The same, with the page once an `applied` order is recorded. */
export type OrderApplication =
  | { readonly result: 'applied'; readonly page: MemoryOrders }
  | { readonly result: 'repeated' }
  | { readonly result: 'duplicate'; readonly paidBy: string };

export interface OrderReversal {
  readonly result: OrderReversalVerdict['result'];
  /** The page once the reversal is recorded; null when nothing changes. */
  readonly page: MemoryOrders | null;
}

/** Refuses (`PageOrderNotAllowedError`) a renewal or an upgrade the page cannot take now. */
export function assertOrderable(page: Pick<MemoryOrders, 'status' | 'plan'>, kind: PageOrderKind): void {
  if (page.status === 'suspended') throw new PageOrderNotAllowedError('suspended', kind);
  if (page.status !== 'active' && page.status !== 'expired') throw new PageOrderNotAllowedError('not-paid', kind);
  if (PLANS[page.plan].validityYears === null) throw new PageOrderNotAllowedError('already-lifetime', kind);
}

/** Where a renewal's year starts: at the page's end while it is ahead, else at the payment (the page has ended). */
export function renewalStart(endsAt: Date | null, at: Date): Date {
  return endsAt !== null && endsAt.getTime() > at.getTime() ? endsAt : at;
}

/**
 * Applies a paid renewal or upgrade, once per order. A renewal adds a year to the end (from the payment, when the page
 * has already ended) and brings an ended page back; an upgrade makes it lifetime, with the premium plan's photos and
 * music. The same order paid again by another payment changes nothing: `duplicate` names the payment that paid it.
 * Throws `PageOrderNotAllowedError` when the page cannot take it any more (suspended, lifetime already).
 */
export function applyOrder(page: MemoryOrders, order: Omit<AppliedOrder, 'at'>, at: Date): OrderApplication {
  const same = (applied: AppliedOrder) => applied.orderId === order.orderId;
  // A payment seen before (refunded since, too) changes nothing; an order refunded and undone may be paid again.
  if (page.orders.some((applied) => same(applied) && applied.paymentId === order.paymentId)) return { result: 'repeated' };
  const earlier = page.orders.find((applied) => same(applied) && inEffect(applied));
  if (earlier) return { result: 'duplicate', paidBy: earlier.paymentId };
  assertOrderable(page, order.kind);
  const start = renewalStart(page.endsAt, at);
  const upgrade = order.kind === 'upgrade';
  const revertTo = { plan: page.plan, endsAt: upgrade ? page.endsAt : start };
  return {
    result: 'applied',
    page: {
      ...page,
      status: 'active',
      plan: upgrade ? 'premium' : page.plan,
      endsAt: upgrade ? null : planEndsAt(PLANS.basic, start),
      orders: [...page.orders, { ...order, at, revertTo }],
      notice: null,
      noticeAt: null,
      updatedAt: at,
    },
  };
}

/**
 * A refund or a charge-back of a renewal or an upgrade's payment. The page's latest order in effect is undone: the
 * plan and the end it had before come back (a renewal: its end goes back by the year it added; an upgrade: the basic
 * plan with its end, the extra photos and the music kept but no longer shown), ended when that end is past, and the
 * lifecycle notices start again from it. An order a later one depends on is only marked, for support. Says what it
 * did; `unknown` and `repeated` change nothing.
 */
export function reverseOrder(page: MemoryOrders, orderId: string, paymentId: string, at: Date): OrderReversal {
  const verdict = judgeOrderReversal(page.orders, orderId, paymentId, isPaid(page.status));
  if (verdict.result === 'unknown' || verdict.result === 'repeated') return { result: verdict.result, page: null };
  const undone = verdict.result === 'undone';
  const orders = page.orders.map((order, index) => (index === verdict.index ? { ...order, reversal: { at, undone } } : order));
  if (verdict.result === 'needs-support') return { result: verdict.result, page: { ...page, orders, updatedAt: at } };
  const { plan, endsAt } = verdict.revertTo;
  const ended = endsAt !== null && at.getTime() >= endsAt.getTime();
  return {
    result: verdict.result,
    page: { ...page, orders, plan, endsAt, status: ended ? 'expired' : 'active', notice: null, noticeAt: null, updatedAt: at },
  };
}
