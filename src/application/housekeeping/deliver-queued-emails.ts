import type { Memory } from '../../domain/memory/memory.js';
import type { Clock } from '../ports/clock.js';
import type { EmailOutbox, OutboxEmail } from '../ports/email-outbox.js';
import { UndeliverableEmailError, type Mailer } from '../ports/mailer.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { QueuedTask } from '../ports/task-queue.js';
import { describeError, drainDueTasks, type DrainReport, type RetryPolicy, type TaskAttempt } from '../shared/drain-due-tasks.js';
import type { PageLinksEmailBuilder } from '../shared/page-links-email-builder.js';

/**
 * Sends the e-mails waiting in the outbox that are due. Each is rendered now, from the pages as they are now: a page
 * taken offline since the e-mail was queued is left out, and an e-mail with no page left is cancelled, not sent.
 * A mail server that is down is retried with back-off; a refusal for good is kept as failed for support to see.
 */
export class DeliverQueuedEmails {
  constructor(
    private readonly outbox: EmailOutbox,
    private readonly repository: MemoryRepository,
    private readonly mailer: Mailer,
    private readonly emails: PageLinksEmailBuilder,
    private readonly clock: Clock,
    private readonly policy: RetryPolicy,
  ) {}

  execute(): Promise<DrainReport> {
    return drainDueTasks(this.outbox, this.clock, this.policy, (task) => this.deliver(task));
  }

  private async deliver(task: QueuedTask<OutboxEmail>): Promise<TaskAttempt> {
    const { to, reason, memoryIds } = task.payload;
    const pages = await this.pagesOnline(memoryIds);
    if (pages.length === 0) return { result: 'cancelled', note: 'nenhuma página no ar para enviar' };
    try {
      await this.mailer.sendPageLinks(await this.emails.build(to, reason, pages));
      return { result: 'done' };
    } catch (error) {
      return { result: error instanceof UndeliverableEmailError ? 'failed' : 'retry', error: describeError(error) };
    }
  }

  private async pagesOnline(ids: readonly string[]): Promise<Memory[]> {
    const now = this.clock.now();
    const found = await Promise.all(ids.map((id) => this.repository.findById(id)));
    return found.filter((memory): memory is Memory => memory !== null && memory.availabilityAt(now) === 'public');
  }
}
