import { PHOTO_WIDTHS, type PhotoWidth } from '../../../domain/memory/photo-variants.js';
import type { MemoryState } from '../../../domain/memory/memory.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/memory/payment-method.js';
import { PAYMENT_OUTCOMES, type PaymentOutcome } from '../../../domain/memory/payment-outcome.js';
import { LIFECYCLE_NOTICES, type LifecycleNotice } from '../../../domain/renewal/page-lifecycle.js';
import { PAGE_ORDER_KINDS, type AppliedOrder, type PageOrderKind } from '../../../domain/renewal/page-orders.js';
import { instantFrom } from './sql-dialect.js';

/** The checked readers and writers of the `memories` columns that hold more than a plain value (see `memory-columns.ts`). */

/** The orders as JSON text; null before any. */
export function ordersToColumn(orders: MemoryState['orders']): string | null {
  return orders.length === 0 ? null : JSON.stringify(orders);
}

export function ordersFromColumn(text: string, id: string): AppliedOrder[] {
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list)) throw new Error(`memories.orders of ${id} is not a list`);
  return list.map((entry: Record<string, unknown>) => {
    if (!(PAGE_ORDER_KINDS as readonly unknown[]).includes(entry.kind) || typeof entry.orderId !== 'string' || typeof entry.paymentId !== 'string') {
      throw new Error(`memories.orders of ${id} holds an unreadable order`);
    }
    return {
      orderId: entry.orderId,
      kind: entry.kind as PageOrderKind,
      paymentId: entry.paymentId,
      amountCents: Number(entry.amountCents),
      at: instantFrom(entry.at as string, 'memories.orders'),
      ...revertAndReversal(entry, id),
    };
  });
}

/** The optional parts of an order: what a refund brings back, and the refund once recorded. */
function revertAndReversal(entry: Record<string, unknown>, id: string): Pick<AppliedOrder, 'revertTo' | 'reversal'> {
  const parts: { revertTo?: AppliedOrder['revertTo']; reversal?: AppliedOrder['reversal'] } = {};
  const revertTo = entry.revertTo as { plan?: unknown; endsAt?: unknown } | undefined;
  if (revertTo) {
    if (revertTo.plan !== 'basic' && revertTo.plan !== 'premium') throw new Error(`memories.orders of ${id} holds an unreadable order`);
    const endsAt = revertTo.endsAt === null ? null : instantFrom(revertTo.endsAt as string, 'memories.orders');
    parts.revertTo = { plan: revertTo.plan, endsAt };
  }
  const reversal = entry.reversal as { at?: unknown; undone?: unknown } | undefined;
  if (reversal) parts.reversal = { at: instantFrom(reversal.at as string, 'memories.orders'), undone: reversal.undone === true };
  return parts;
}

export function lifecycleNoticeFromColumn(value: string, id: string): LifecycleNotice {
  if (!(LIFECYCLE_NOTICES as readonly string[]).includes(value)) throw new Error(`memories.lifecycle_notice of ${id} is not a known notice`);
  return value as LifecycleNotice;
}

export function photoListFromColumn(text: string, id: string): string[] {
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list) || !list.every((path) => typeof path === 'string')) throw new Error(`memories.photos of ${id} is not a list of paths`);
  return list;
}

/** `memories.photo_placeholders`: a JSON object of `data:` URIs by photo path (MikroORM may hand it over parsed). */
export function photoPlaceholdersFromColumn(value: unknown, id: string): Record<string, string> {
  const record: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const valid =
    typeof record === 'object' &&
    record !== null &&
    !Array.isArray(record) &&
    Object.values(record).every((uri) => typeof uri === 'string' && uri.startsWith('data:image/'));
  if (!valid) throw new Error(`memories.photo_placeholders of ${id} is not a record of placeholders`);
  return { ...(record as Record<string, string>) };
}

/** `memories.photo_avif_widths`: a JSON object of width lists by photo path (MikroORM may hand it over parsed). */
export function photoAvifWidthsFromColumn(value: unknown, id: string): Record<string, readonly PhotoWidth[]> {
  const record: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const valid =
    typeof record === 'object' &&
    record !== null &&
    !Array.isArray(record) &&
    Object.values(record).every((widths) => Array.isArray(widths) && widths.every((width) => (PHOTO_WIDTHS as readonly unknown[]).includes(width)));
  if (!valid) throw new Error(`memories.photo_avif_widths of ${id} is not a record of photo widths`);
  return { ...(record as Record<string, readonly PhotoWidth[]>) };
}

/** A `payment_outcome` value, checked; `where` names the row in the error (an id, never a buyer's data). */
export function paymentOutcomeFromColumn(value: string | null, where: string): PaymentOutcome | null {
  if (value === null) return null;
  if (!(PAYMENT_OUTCOMES as readonly string[]).includes(value)) throw new Error(`memories.payment_outcome of ${where} is not a known outcome`);
  return value as PaymentOutcome;
}

/** A `payment_method` value, checked; `where` names the row in the error. */
export function paymentMethodFromColumn(value: string | null, where: string): PaymentMethod | null {
  if (value === null) return null;
  if (!(PAYMENT_METHODS as readonly string[]).includes(value)) throw new Error(`memories.payment_method of ${where} is not a known method`);
  return value as PaymentMethod;
}
