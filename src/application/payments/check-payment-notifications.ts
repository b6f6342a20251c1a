import type { Clock } from '../ports/clock.js';
import type { PaymentGateway } from '../ports/payment-gateway.js';
import type { PaymentNotification, PaymentNotificationInbox } from '../ports/payment-notifications.js';
import type { QueuedTask } from '../ports/task-queue.js';
import { duplicatePaymentNote, type ApplyProviderPayment } from './apply-provider-payment.js';
import { describeError, drainDueTasks, type DrainReport, type RetryPolicy, type TaskAttempt } from '../shared/drain-due-tasks.js';

/**
 * Checks the recorded payment notifications that are due: fetches each payment from the provider and applies what it
 * says. A provider that cannot be reached is asked again later; a payment that does not match its page is kept as
 * failed, for support to look at.
 */
export class CheckPaymentNotifications {
  constructor(
    private readonly inbox: PaymentNotificationInbox,
    private readonly gateway: PaymentGateway,
    private readonly applyPayment: ApplyProviderPayment,
    private readonly clock: Clock,
    private readonly policy: RetryPolicy,
  ) {}

  execute(): Promise<DrainReport> {
    return drainDueTasks(this.inbox, this.clock, this.policy, (task) => this.check(task));
  }

  private async check(task: QueuedTask<PaymentNotification>): Promise<TaskAttempt> {
    let payment;
    try {
      payment = await this.gateway.findPayment(task.payload.paymentId);
    } catch (error) {
      return { result: 'retry', error: describeError(error) };
    }
    if (!payment) return { result: 'cancelled', note: { kind: 'payment-unknown-to-provider' } };
    const applied = await this.applyPayment.execute(payment);
    switch (applied.result) {
      case 'applied':
      case 'pending':
        return { result: 'done' };
      case 'unknown-memory':
        return { result: 'failed', error: { kind: 'payment-without-page', paymentId: payment.id, providerStatus: payment.providerStatus } };
      case 'mismatch':
        return { result: 'failed', error: { kind: 'payment-not-matching-price', paymentId: payment.id, detail: applied.detail } };
      case 'duplicate':
        return { result: 'failed', error: duplicatePaymentNote(payment, applied.paidBy) };
      case 'refused':
        return { result: 'failed', error: { kind: 'payment-not-applied', paymentId: payment.id, refusal: applied.refusal } };
    }
  }
}
