import { DomainError } from '../shared/domain-error.js';
import type { PlanId } from '../plan/plan.js';
import type { PlanPrices } from '../shop/shop-content.js';

/** What an owner may buy for a page that is already paid: one more year, or the lifetime plan. */
export type PageOrderKind = 'renewal' | 'upgrade';

export const PAGE_ORDER_KINDS: readonly PageOrderKind[] = ['renewal', 'upgrade'];

/** A renewal or an upgrade applied to a page, kept on the page's own record so it is applied once. */
export interface AppliedOrder {
  readonly orderId: string;
  readonly kind: PageOrderKind;
  /** The payment that paid for it; a second payment for the same order is a matter for support. */
  readonly paymentId: string;
  readonly amountCents: number;
  readonly at: Date;
  /**
   * What the page goes back to when this order is refunded: the plan it had, and its end before the order (for a
   * renewal, the start of the year it added). Absent on orders applied before refunds were undone.
   */
  readonly revertTo?: { readonly plan: PlanId; readonly endsAt: Date | null };
  /**
   * Set once its payment was refunded or charged back: `undone` when the page went back to `revertTo`, false when it
   * was left as it is for support (a later order depends on it).
   */
  readonly reversal?: { readonly at: Date; readonly undone: boolean };
}

/** An applied order whose change still holds: not refunded and undone. */
export function inEffect(order: AppliedOrder): boolean {
  return order.reversal?.undone !== true;
}

/** True when the order is applied to the page and not undone by a refund since. */
export function isOrderInEffect(orders: readonly AppliedOrder[], orderId: string): boolean {
  return orders.some((order) => order.orderId === orderId && inEffect(order));
}

/** What a refund of one payment of an order does to the page holding `orders` (oldest first). */
export type OrderReversalVerdict =
  /** No applied order was paid by that payment (a second payment of an order, say): nothing to undo. */
  | { readonly result: 'unknown' }
  /** Already recorded: a repeated notification changes nothing. */
  | { readonly result: 'repeated' }
  /** Left as it is for support: a later order depends on it, or the order does not say what it changed. */
  | { readonly result: 'needs-support'; readonly index: number }
  | { readonly result: 'undone'; readonly index: number; readonly revertTo: NonNullable<AppliedOrder['revertTo']> };

/**
 * Judges a refund of `paymentId` paying `orderId`. Only the page's latest order in effect is undone: an earlier one is
 * what a later order was computed from (a renewal's end, the end an upgrade replaced).
 */
export function judgeOrderReversal(orders: readonly AppliedOrder[], orderId: string, paymentId: string, pageIsPaid: boolean): OrderReversalVerdict {
  const index = orders.findIndex((order) => order.orderId === orderId && order.paymentId === paymentId);
  if (index < 0) return { result: 'unknown' };
  const order = orders[index]!;
  if (order.reversal) return { result: 'repeated' };
  const laterInEffect = orders.slice(index + 1).some(inEffect);
  if (laterInEffect || !order.revertTo || !pageIsPaid) return { result: 'needs-support', index };
  return { result: 'undone', index, revertTo: order.revertTo };
}

/**
 * The price of an order, from the plans' prices (no promotion): a renewal costs the basic plan again; an upgrade costs
 * the difference between the lifetime plan and the basic one.
 */
export function orderPriceCents(kind: PageOrderKind, prices: PlanPrices): number {
  return kind === 'renewal' ? prices.basic : prices.premium - prices.basic;
}

/**
 * An order's id names its kind and its page: `{kind}.{memoryId}.{nonce}`. The checkout carries it as its reference,
 * so a payment says by itself what it pays for, and a page id (never holding a dot) is never mistaken for an order.
 */
const ORDER_ID = /^(renewal|upgrade)\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9]{6,32})$/;

export interface OrderReference {
  readonly orderId: string;
  readonly kind: PageOrderKind;
  readonly memoryId: string;
}

export function orderId(kind: PageOrderKind, memoryId: string, nonce: string): string {
  const id = `${kind}.${memoryId}.${nonce}`;
  if (!ORDER_ID.test(id)) throw new Error('orderId: not a valid page id or nonce');
  return id;
}

/** The order an id or checkout reference names; null for anything else (a page id, say). */
export function parseOrderId(value: string): OrderReference | null {
  const match = ORDER_ID.exec(value);
  return match ? { orderId: value, kind: match[1] as PageOrderKind, memoryId: match[2]! } : null;
}

/** Why a page cannot be renewed or upgraded now. */
export type OrderRefusal = 'suspended' | 'already-lifetime' | 'not-paid';

export class PageOrderNotAllowedError extends DomainError {
  constructor(reason: OrderRefusal, kind: PageOrderKind) {
    super('order.not-allowed', { reason, kind });
  }
}

export class RenewalKeyInvalidError extends DomainError {
  constructor() {
    super('order.key-invalid');
  }
}
