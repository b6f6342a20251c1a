import { DomainError } from '../shared/domain-error.js';
import { PLANS } from '../plan/plan.js';

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
}

/**
 * The price of an order, from the catalogue: a renewal costs the basic plan again; an upgrade costs the difference
 * between the lifetime plan and the basic one.
 */
export function orderPriceCents(kind: PageOrderKind): number {
  return kind === 'renewal' ? PLANS.basic.priceCents : PLANS.premium.priceCents - PLANS.basic.priceCents;
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
