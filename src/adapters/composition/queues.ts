import type { QueueConfig } from '../../../config/config.js';
import type { BackgroundTask } from '../../application/ports/background-tasks.js';
import type { RetryPolicy } from '../../application/shared/drain-due-tasks.js';
import { MikroOrmTaskQueue } from '../persistence/mikro-orm/mikro-orm-task-queue.js';
import type { Database } from '../persistence/mikro-orm/open-database.js';
import { BackgroundTaskSchema, EmailOutboxSchema, PaymentNotificationSchema } from '../persistence/mikro-orm/task-queue.schema.js';
import type { CorePortAdapters } from './port-adapters.js';

/** The durable queues in the database: e-mails to send, payment notifications to check, background work. */
export function queuesOn(database: Database): Pick<CorePortAdapters, 'emailOutbox' | 'paymentNotifications' | 'backgroundTasks'> {
  return {
    emailOutbox: new MikroOrmTaskQueue(database, EmailOutboxSchema),
    paymentNotifications: new MikroOrmTaskQueue(database, PaymentNotificationSchema),
    backgroundTasks: new MikroOrmTaskQueue<BackgroundTask>(database, BackgroundTaskSchema),
  };
}

const HOUR_MS = 60 * 60 * 1000;

/** How the outbox and the notification inbox are worked: back-off from QUEUE_RETRY_BASE_MS up to an hour. */
export function queueRetryPolicy(queue: QueueConfig): RetryPolicy {
  // The lease outlasts one attempt (SMTP gives up after 30 s, Mercado Pago after its timeouts) with room to spare.
  return { baseDelayMs: queue.retryBaseMs, maxDelayMs: HOUR_MS, maxAttempts: queue.maxAttempts, leaseMs: 5 * 60_000, batchSize: 10 };
}
