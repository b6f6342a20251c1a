import { Memory } from '../../../domain/memory/memory.js';
import type { MemoryStatus } from '../../../domain/memory/memory-status.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/memory/payment-method.js';
import { PAYMENT_OUTCOMES, type PaymentOutcome } from '../../../domain/memory/payment-outcome.js';
import type { PlanId } from '../../../domain/plan/plan.js';
import { LIFECYCLE_NOTICES, type LifecycleNotice } from '../../../domain/renewal/page-lifecycle.js';
import { PAGE_ORDER_KINDS, type AppliedOrder, type PageOrderKind } from '../../../domain/renewal/page-orders.js';
import { instantFrom } from './sql-dialect.js';

/**
 * The `memories` columns as the read finders select them (see the migrations and `memory.schema.ts`). Reads skip
 * MikroORM's entity hydration, which costs several times the query itself; writes still go through MikroORM, so this
 * must read what it writes: dates as epoch milliseconds on SQLite and timestamps on PostgreSQL, photos as JSON text.
 */
export const MEMORY_COLUMNS =
  '"id", "slug", "your_name", "loved_name", "dating_since", "message", "plan", "youtube", "email", "photos", "status", ' +
  '"created_at", "updated_at", "paid_at", "ends_at", "payment_id", "payment_outcome", "payment_method", "edit_token_version", ' +
  '"email_correction_key_hash", "orders", "renewal_count", "upgraded_at", "lifecycle_notice", ' +
  '"lifecycle_notice_at", "refunded_order_count", "version"';

/** One row of `select ${MEMORY_COLUMNS} from memories`, as the driver returns it. */
export interface MemoryRow {
  readonly id: string;
  readonly slug: string;
  readonly your_name: string;
  readonly loved_name: string;
  readonly dating_since: string;
  readonly message: string;
  readonly plan: string;
  readonly youtube: string | null;
  readonly email: string;
  readonly photos: string;
  readonly status: string;
  readonly created_at: number | string | Date;
  readonly updated_at: number | string | Date;
  readonly paid_at: number | string | Date | null;
  readonly ends_at: number | string | Date | null;
  readonly payment_id: string | null;
  readonly payment_outcome: string | null;
  readonly payment_method: string | null;
  readonly edit_token_version: number;
  readonly email_correction_key_hash: string | null;
  readonly orders: string | null;
  /** Derived from `orders` (for the support stats); read back from `orders`. */
  readonly renewal_count: number;
  readonly upgraded_at: number | string | Date | null;
  /** Derived from `orders` too. */
  readonly refunded_order_count: number;
  readonly lifecycle_notice: string | null;
  readonly lifecycle_notice_at: number | string | Date | null;
  readonly version: number;
}

export function memoryFromRow(row: MemoryRow): Memory {
  return Memory.restore({
    id: row.id,
    slug: row.slug,
    yourName: row.your_name,
    lovedName: row.loved_name,
    datingSince: row.dating_since,
    message: row.message,
    plan: row.plan as PlanId,
    youtube: row.youtube ?? null,
    email: row.email,
    photos: photoList(row.photos, row.id),
    status: row.status as MemoryStatus,
    createdAt: instantFrom(row.created_at, 'memories.created_at'),
    updatedAt: instantFrom(row.updated_at, 'memories.updated_at'),
    paidAt: row.paid_at === null ? null : instantFrom(row.paid_at, 'memories.paid_at'),
    endsAt: row.ends_at === null ? null : instantFrom(row.ends_at, 'memories.ends_at'),
    paymentId: row.payment_id ?? null,
    paymentOutcome: paymentOutcomeFromColumn(row.payment_outcome, row.id),
    paymentMethod: paymentMethodFromColumn(row.payment_method ?? null, row.id),
    editTokenVersion: Number(row.edit_token_version),
    emailCorrectionKeyHash: row.email_correction_key_hash ?? null,
    orders: ordersFromColumn(row.orders ?? null, row.id),
    notice: noticeFromColumn(row.lifecycle_notice ?? null, row.id),
    noticeAt:
      row.lifecycle_notice_at === null || row.lifecycle_notice_at === undefined
        ? null
        : instantFrom(row.lifecycle_notice_at, 'memories.lifecycle_notice_at'),
    version: Number(row.version),
  });
}

function ordersFromColumn(text: string | null, id: string): AppliedOrder[] {
  if (text === null) return [];
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

function noticeFromColumn(value: string | null, id: string): LifecycleNotice | null {
  if (value === null) return null;
  if (!(LIFECYCLE_NOTICES as readonly string[]).includes(value)) throw new Error(`memories.lifecycle_notice of ${id} is not a known notice`);
  return value as LifecycleNotice;
}

function photoList(text: string, id: string): string[] {
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list) || !list.every((path) => typeof path === 'string')) throw new Error(`memories.photos of ${id} is not a list of paths`);
  return list;
}

/** A `payment_outcome` value, checked; `where` names the row in the error (an id, never a buyer's data). */
export function paymentOutcomeFromColumn(value: string | null, where: string): PaymentOutcome | null {
  if (value === null) return null;
  if (!(PAYMENT_OUTCOMES as readonly string[]).includes(value)) throw new Error(`memories.payment_outcome of ${where} is not a known outcome`);
  return value as PaymentOutcome;
}

/** A `payment_method` value, checked; `where` names the row in the error. */
function paymentMethodFromColumn(value: string | null, where: string): PaymentMethod | null {
  if (value === null) return null;
  if (!(PAYMENT_METHODS as readonly string[]).includes(value)) throw new Error(`memories.payment_method of ${where} is not a known method`);
  return value as PaymentMethod;
}
