import type { Clock } from '../ports/clock.js';
import type { EmailOutbox, OutboxEmail } from '../ports/email-outbox.js';
import { ManageTaskQueue } from './manage-task-queue.js';
import { supportEmailView, type SupportEmailView } from './support-email-view.js';

/** The e-mail outbox as support sees it: e-mails waiting or failed, and sending failed ones again. */
export class ManageOutbox extends ManageTaskQueue<OutboxEmail, SupportEmailView> {
  constructor(outbox: EmailOutbox, clock: Clock) {
    super(outbox, clock, supportEmailView);
  }
}
