import type { TaskQueue } from './task-queue.js';

/** A payment the provider told us about. Its content is never trusted: the payment is fetched again by id. */
export interface PaymentNotification {
  readonly paymentId: string;
}

/** Notifications recorded as they arrive and checked afterwards, retried while the provider cannot be reached. */
export type PaymentNotificationInbox = TaskQueue<PaymentNotification>;
