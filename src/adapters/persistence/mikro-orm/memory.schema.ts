import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MemoryStatus } from '../../../domain/memory/memory-status.js';
import type { PaymentMethod } from '../../../domain/memory/payment-method.js';
import type { PaymentOutcome } from '../../../domain/memory/payment-outcome.js';
import type { PlanId } from '../../../domain/plan/plan.js';
import type { LifecycleNotice } from '../../../domain/renewal/page-lifecycle.js';

/**
 * The `memories` table. Migrations under `migrations/sqlite` are the source of truth for the DDL; this schema must
 * describe the same columns (an integration test checks that the schema generator sees no difference).
 */
export const MemorySchema = defineEntity({
  name: 'MemoryRecord',
  tableName: 'memories',
  properties: {
    id: p.string().primary(),
    slug: p.string(),
    yourName: p.string(),
    lovedName: p.string(),
    datingSince: p.string(),
    message: p.text(),
    plan: p.string().$type<PlanId>(),
    youtube: p.string().nullable(),
    email: p.string(),
    /** Ordered list of photo paths, as JSON text. */
    photos: p.json<string[]>().columnType('text'),
    status: p.string().$type<MemoryStatus>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    paidAt: p.datetime().nullable(),
    endsAt: p.datetime().nullable(),
    paymentId: p.string().nullable(),
    paymentOutcome: p.string().$type<PaymentOutcome>().nullable(),
    paymentMethod: p.string().$type<PaymentMethod>().nullable(),
    editTokenVersion: p.integer(),
    /** SHA-256 of the key that lets the ordering browser correct the buyer's address for an hour. */
    emailCorrectionKeyHash: p.string().nullable(),
    /** The renewals and upgrades paid for the page, as JSON text; null before any. */
    orders: p.text().nullable(),
    renewalCount: p.integer().default(0),
    upgradedAt: p.datetime().nullable(),
    refundedOrderCount: p.integer().default(0),
    lifecycleNotice: p.string().$type<LifecycleNotice>().nullable(),
    lifecycleNoticeAt: p.datetime().nullable(),
    version: p.integer(),
  },
  indexes: [
    { name: 'memories_email_index', properties: ['email'] },
    { name: 'memories_status_ends_at_index', properties: ['status', 'endsAt'] },
    { name: 'memories_status_created_at_index', properties: ['status', 'createdAt'] },
  ],
});

export type MemoryRecord = InferEntity<typeof MemorySchema>;
