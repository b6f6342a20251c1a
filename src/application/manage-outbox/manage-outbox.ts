import type { Clock } from '../ports/clock.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import { supportEmailView, type SupportEmailView } from '../support/support-email-view.js';

/** The outbox as support sees it: what waits and what failed, and putting failed e-mails back in the queue. */
export class ManageOutbox {
  constructor(
    private readonly outbox: EmailOutbox,
    private readonly clock: Clock,
  ) {}

  /** E-mails waiting to be sent or given up, oldest first. */
  async listUnsent(): Promise<SupportEmailView[]> {
    return (await this.outbox.list({ statuses: ['pending', 'failed'] })).map(supportEmailView);
  }

  /** Puts failed e-mails (all, or those ids) back in the queue, due now; resolves how many. */
  retryFailed(ids?: readonly number[]): Promise<number> {
    return this.outbox.requeueFailed(this.clock.now(), ids);
  }
}
