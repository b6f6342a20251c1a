import type { BackgroundTaskQueue } from '../ports/background-tasks.js';
import type { Clock } from '../ports/clock.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import type { PaymentNotificationInbox } from '../ports/payment-notifications.js';

/** How many tasks a killed process had leased, now due again. */
export interface ResumedTasks {
  readonly emails: number;
  readonly paymentNotifications: number;
  readonly backgroundTasks: number;
}

/**
 * Makes due again, at once, the e-mails, payment notifications and background tasks that a killed process (the
 * previous life of this server, say) had leased and never finished, instead of leaving them hidden until their lease
 * runs out. Leases of a process that may still be running (the support CLI beside the server) are left alone. Run by
 * the server before its queue workers start.
 */
export class ResumeInterruptedTasks {
  constructor(
    private readonly outbox: EmailOutbox,
    private readonly notifications: PaymentNotificationInbox,
    private readonly backgroundTasks: BackgroundTaskQueue,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ResumedTasks> {
    const now = this.clock.now();
    return {
      emails: await this.outbox.releaseAbandonedLeases(now),
      paymentNotifications: await this.notifications.releaseAbandonedLeases(now),
      backgroundTasks: await this.backgroundTasks.releaseAbandonedLeases(now),
    };
  }
}
