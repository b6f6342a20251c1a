import type { Memory } from '../../../domain/memory/memory.js';
import type { MemoryRecord } from './memory.schema.js';

/** The write direction; reads map rows directly (`memory-row.ts`). */
export function toMemoryRecord(memory: Memory): MemoryRecord {
  const s = memory.snapshot();
  return {
    id: s.id,
    slug: s.slug,
    yourName: s.yourName,
    lovedName: s.lovedName,
    datingSince: s.datingSince,
    message: s.message,
    plan: s.plan,
    youtube: s.youtube,
    email: s.email,
    photos: [...s.photos],
    status: s.status,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    paidAt: s.paidAt,
    endsAt: s.endsAt,
    paymentId: s.paymentId,
    paymentOutcome: s.paymentOutcome,
    paymentMethod: s.paymentMethod,
    editTokenVersion: s.editTokenVersion,
    emailCorrectionKeyHash: s.emailCorrectionKeyHash,
    orders: s.orders.length === 0 ? null : JSON.stringify(s.orders),
    // The support stats count the orders kept: a refunded one is left out.
    renewalCount: s.orders.filter((order) => order.kind === 'renewal' && !order.reversal).length,
    upgradedAt: s.orders.find((order) => order.kind === 'upgrade' && !order.reversal)?.at ?? null,
    refundedOrderCount: s.orders.filter((order) => order.reversal).length,
    lifecycleNotice: s.notice,
    lifecycleNoticeAt: s.noticeAt,
    version: s.version,
  };
}
