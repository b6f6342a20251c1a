import type { Clock } from '../ports/clock.js';
import type { PaymentNotification, PaymentNotificationInbox } from '../ports/payment-notifications.js';
import type { QueuedTask } from '../ports/task-queue.js';
import { ManageTaskQueue } from './manage-task-queue.js';

/** A payment notification as support sees it: which payment, and how checking it went. */
export type SupportNotificationView = Omit<QueuedTask<PaymentNotification>, 'payload'> & PaymentNotification;

const supportNotificationView = ({ payload, ...check }: QueuedTask<PaymentNotification>): SupportNotificationView => ({
  ...check,
  paymentId: payload.paymentId,
});

/**
 * The payment notifications still waiting or given up (a payment not matching its plan, a second payment for a page
 * already paid, the provider unreachable for hours), and checking failed ones again.
 */
export class ManagePaymentNotifications extends ManageTaskQueue<PaymentNotification, SupportNotificationView> {
  constructor(inbox: PaymentNotificationInbox, clock: Clock) {
    super(inbox, clock, supportNotificationView);
  }
}
