import type { InferEntity } from '@mikro-orm/core';
import { mikroOrmCore } from './mikro-orm-packages.js';
import type { QueuedTaskStatus } from '../../../application/ports/task-queue.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * One durable task table (see `MikroOrmTaskQueue`); every queue has its own table of this shape. As for `memories`, the
 * migrations are the source of truth and an integration test checks that the schema generator sees no difference.
 * The unique index on `dedup_key` covers pending rows only (a partial index, declared by name): a key is free again once
 * its task is no longer pending.
 */
function taskQueueSchema<const Name extends string>(name: Name, tableName: string) {
  return defineEntity({
    name,
    tableName,
    properties: {
      id: p.integer().primary().autoincrement(),
      /** The payload as JSON text. */
      payload: p.text(),
      dedupKey: p.string().nullable(),
      status: p.string().$type<QueuedTaskStatus>(),
      attempts: p.integer().default(0),
      createdAt: p.datetime(),
      nextAttemptAt: p.datetime().nullable(),
      finishedAt: p.datetime().nullable(),
      lastError: p.text().nullable(),
      /** Who holds the lease of a claimed task (`lease-owner.ts`); null when no worker holds it. */
      leaseOwner: p.text().nullable(),
    },
    indexes: [{ name: `${tableName}_status_next_attempt_at_index`, properties: ['status', 'nextAttemptAt'] }],
    uniques: [
      {
        name: `${tableName}_pending_dedup_key_unique`,
        expression: `create unique index "${tableName}_pending_dedup_key_unique" on "${tableName}" ("dedup_key") where "status" = 'pending'`,
      },
    ],
  });
}

/** E-mails to send (`EmailOutbox`). */
export const EmailOutboxSchema = taskQueueSchema('EmailOutboxRecord', 'email_outbox');

/** Payment notifications to check (`PaymentNotificationInbox`). */
export const PaymentNotificationSchema = taskQueueSchema('PaymentNotificationRecord', 'payment_notifications');

/** The work outcomes leave for later, such as a paid page's AVIF copies (`BackgroundTaskQueue`). */
export const BackgroundTaskSchema = taskQueueSchema('BackgroundTaskRecord', 'background_tasks');

export type TaskQueueSchema = typeof EmailOutboxSchema | typeof PaymentNotificationSchema | typeof BackgroundTaskSchema;
export type TaskRecord = InferEntity<typeof EmailOutboxSchema>;
