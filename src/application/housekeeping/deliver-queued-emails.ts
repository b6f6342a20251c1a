import type { Memory } from '../../domain/memory/memory.js';
import { LIFECYCLE_NOTICES, type LifecycleNotice } from '../../domain/renewal/page-lifecycle.js';
import type { Clock } from '../ports/clock.js';
import type { EmailOutbox, OutboxEmail } from '../ports/email-outbox.js';
import { UndeliverableEmailError, type Mailer } from '../ports/mailer.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { QueuedTask } from '../ports/task-queue.js';
import { describeError, drainDueTasks, type DrainReport, type RetryPolicy, type TaskAttempt } from '../shared/drain-due-tasks.js';
import type { PageLinksEmailBuilder } from '../shared/page-links-email-builder.js';
import type { PageOpenedEmailBuilder } from '../openings/page-opened-email-builder.js';
import type { AnniversaryEmailBuilder } from '../anniversaries/anniversary-email-builder.js';
import type { PageReplyEmailBuilder } from '../replies/page-reply-email-builder.js';
import type { DeliveryEmailBuilder } from '../delivery/delivery-email-builder.js';
import type { QuestionAlertEmailBuilder } from '../question/question-alert-email-builder.js';
import type { LetterOpenedEmailBuilder } from '../letters/letter-opened-email-builder.js';

/**
 * The identity of a queued e-mail, the same at every attempt (`DeliveryOptions.deliveryKey`): its task's id and the
 * instant it was queued, so two databases (a restored backup, a second shop) rarely give the same key.
 */
export function outboxDeliveryKey(task: Pick<QueuedTask<OutboxEmail>, 'id' | 'createdAt'>): string {
  return `email-${task.id}-${task.createdAt.getTime()}`;
}

/**
 * Sends the e-mails waiting in the outbox that are due. Each is rendered now, from the pages as they are now: a page
 * taken offline since the e-mail was queued is left out, and an e-mail with no page left is cancelled, not sent.
 * A mail server that is down is retried with back-off; a refusal for good is kept as failed for support to see.
 * Every attempt at one e-mail carries the same `deliveryKey`: if the process dies after the mail server took it but
 * before the task is marked done, the repeat is recognised (one file in the outbox, one Message-ID for receivers).
 */
export class DeliverQueuedEmails {
  constructor(
    private readonly outbox: EmailOutbox,
    private readonly repository: MemoryRepository,
    private readonly mailer: Mailer,
    private readonly emails: PageLinksEmailBuilder,
    private readonly clock: Clock,
    private readonly policy: RetryPolicy,
    /** Renders "A surpresa foi aberta!"; without it such an e-mail is cancelled. */
    private readonly opened?: PageOpenedEmailBuilder,
    /** Renders the yearly anniversary e-mail; without it such an e-mail is cancelled. */
    private readonly anniversary?: AnniversaryEmailBuilder,
    /** Renders a visitor's reply; without it such an e-mail is cancelled. */
    private readonly replies?: PageReplyEmailBuilder,
    /** Renders the delivery on the day's two e-mails; without it such an e-mail is cancelled. */
    private readonly deliveries?: DeliveryEmailBuilder,
    /** Renders "A carta de … foi aberta"; without it such an e-mail is cancelled. */
    private readonly letters?: LetterOpenedEmailBuilder,
    /** Renders "Alguém tentou abrir a página de vocês"; without it such an e-mail is cancelled. */
    private readonly questionAlerts?: QuestionAlertEmailBuilder,
  ) {}

  execute(): Promise<DrainReport> {
    return drainDueTasks(this.outbox, this.clock, this.policy, (task) => this.deliver(task));
  }

  private async deliver(task: QueuedTask<OutboxEmail>): Promise<TaskAttempt> {
    const { to, reason, memoryIds } = task.payload;
    const pages = isLifecycleNotice(reason) ? await this.pagesStillDue(memoryIds, reason) : await this.pagesOnline(memoryIds);
    if (pages.length === 0) return { result: 'cancelled', note: { kind: 'no-page-online' } };
    try {
      if (reason === 'opened') return await this.deliverOpened(task, pages[0]!);
      if (reason === 'anniversary') return await this.deliverAnniversary(task, pages[0]!);
      if (reason === 'reply') return await this.deliverReply(task, pages[0]!);
      if (reason === 'delivery' || reason === 'delivery-sent') return await this.deliverDelivery(task, pages[0]!);
      if (reason === 'letter-opened') return await this.deliverLetterOpened(task, pages[0]!);
      if (reason === 'question-tries') return await this.deliverQuestionAlert(task, pages[0]!);
      await this.mailer.sendPageLinks(await this.emails.build(to, reason, pages, this.clock.now()), { deliveryKey: outboxDeliveryKey(task) });
      return { result: 'done' };
    } catch (error) {
      return { result: error instanceof UndeliverableEmailError ? 'failed' : 'retry', error: describeError(error) };
    }
  }

  /** Thrown failures are classified by `deliver`. */
  private async deliverOpened(task: QueuedTask<OutboxEmail>, page: Memory): Promise<TaskAttempt> {
    const email = await this.opened?.build(task.payload.to, page, task.createdAt);
    if (!email) return { result: 'cancelled', note: { kind: this.opened ? 'opening-emails-off' : 'opening-email-not-configured' } };
    await this.mailer.sendPageOpened(email, { deliveryKey: outboxDeliveryKey(task) });
    return { result: 'done' };
  }

  /** The same for a yearly anniversary. */
  private async deliverAnniversary(task: QueuedTask<OutboxEmail>, page: Memory): Promise<TaskAttempt> {
    const email = await this.anniversary?.build(task.payload.to, page, task.createdAt);
    if (!email) return { result: 'cancelled', note: { kind: this.anniversary ? 'anniversary-emails-off' : 'anniversary-email-not-configured' } };
    await this.mailer.sendAnniversary(email, { deliveryKey: outboxDeliveryKey(task) });
    return { result: 'done' };
  }

  /** Thrown failures are classified by `deliver`. A reply no longer stored (its page was removed) is not sent. */
  private async deliverReply(task: QueuedTask<OutboxEmail>, page: Memory): Promise<TaskAttempt> {
    const email = await this.replies?.build(task.payload.to, page, task.payload.replyId);
    if (!email) return { result: 'cancelled', note: { kind: this.replies ? 'reply-gone' : 'reply-email-not-configured' } };
    await this.mailer.sendPageReply(email, { deliveryKey: outboxDeliveryKey(task) });
    return { result: 'done' };
  }

  /** The delivery on the day: the recipient's e-mail, or the buyer's notice that it went out. */
  private async deliverDelivery(task: QueuedTask<OutboxEmail>, page: Memory): Promise<TaskAttempt> {
    if (!this.deliveries) return { result: 'cancelled', note: { kind: 'delivery-email-not-configured' } };
    const kind = task.payload.reason === 'delivery' ? 'arrived' : 'sent';
    await this.mailer.sendDelivery(await this.deliveries.build(task.payload.to, kind, page), { deliveryKey: outboxDeliveryKey(task) });
    return { result: 'done' };
  }

  /** Thrown failures are classified by `deliver`. A letter no longer stored (its page was removed) is not told. */
  private async deliverLetterOpened(task: QueuedTask<OutboxEmail>, page: Memory): Promise<TaskAttempt> {
    const email = await this.letters?.build(task.payload.to, page, task.payload.letterId);
    if (!email) return { result: 'cancelled', note: { kind: this.letters ? 'letter-gone' : 'letter-email-not-configured' } };
    await this.mailer.sendLetterOpened(email, { deliveryKey: outboxDeliveryKey(task) });
    return { result: 'done' };
  }

  /** The alert of wrong answers; thrown failures are classified by `deliver`. */
  private async deliverQuestionAlert(task: QueuedTask<OutboxEmail>, page: Memory): Promise<TaskAttempt> {
    if (!this.questionAlerts) return { result: 'cancelled', note: { kind: 'question-alert-not-configured' } };
    await this.mailer.sendQuestionAlert(this.questionAlerts.build(task.payload.to, page), { deliveryKey: outboxDeliveryKey(task) });
    return { result: 'done' };
  }

  /** A reminder goes only while it is still the page's latest notice: a page renewed or removed since is left out. */
  private async pagesStillDue(ids: readonly string[], notice: LifecycleNotice): Promise<Memory[]> {
    const found = await Promise.all(ids.map((id) => this.repository.findById(id)));
    return found.filter((memory): memory is Memory => memory !== null && memory.notice === notice);
  }

  private async pagesOnline(ids: readonly string[]): Promise<Memory[]> {
    const now = this.clock.now();
    const found = await Promise.all(ids.map((id) => this.repository.findById(id)));
    return found.filter((memory): memory is Memory => memory !== null && memory.availabilityAt(now) === 'public');
  }
}

function isLifecycleNotice(reason: OutboxEmail['reason']): reason is LifecycleNotice {
  return (LIFECYCLE_NOTICES as readonly string[]).includes(reason);
}
