import type { Clock } from '../ports/clock.js';
import type { PaymentNotificationInbox } from '../ports/payment-notifications.js';

export interface ReceivePaymentNotificationInput {
  /** From a notification whose signature the HTTP edge has verified. */
  readonly paymentId: string;
}

const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Records that the provider says a payment changed, so the answer can go back at once; the inbox's worker then asks
 * the provider what the payment really is (`CheckPaymentNotifications`). The same payment notified again while its
 * check is still waiting is recorded once.
 */
export class ReceivePaymentNotification {
  constructor(
    private readonly inbox: PaymentNotificationInbox,
    private readonly clock: Clock,
  ) {}

  async execute(input: ReceivePaymentNotificationInput): Promise<{ readonly recorded: boolean }> {
    if (!PAYMENT_ID.test(input.paymentId)) return { recorded: false };
    await this.inbox.enqueue({ paymentId: input.paymentId }, this.clock.now(), { dedupKey: input.paymentId });
    return { recorded: true };
  }
}
