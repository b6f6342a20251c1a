import { CheckPaymentNotifications } from '../../application/payments/check-payment-notifications.js';
import { DeliverOnTheDay } from '../../application/delivery/deliver-on-the-day.js';
import { DeliverQueuedEmails } from '../../application/housekeeping/deliver-queued-emails.js';
import { ResumeInterruptedTasks } from '../../application/housekeeping/resume-interrupted-tasks.js';
import type { DrainReport } from '../../application/shared/drain-due-tasks.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { startPeriodicTask } from './periodic-task.js';
import type { TaskLog } from './task-log.js';

export interface QueueWorkers {
  /** Checks recorded payment notifications now (a notification just arrived) instead of at the next poll. */
  checkPaymentsNow(): Promise<void>;
  /** Sends due e-mails now instead of at the next poll. */
  deliverEmailsNow(): Promise<void>;
  stop(): Promise<void>;
}

/** What the workers run on: the use cases, their log, and the queues' poll and batch (QUEUE_POLL_MS, the retry policy). */
export interface QueueWorkersSetup {
  readonly useCase: ResolveUseCase;
  /** Has the runtime's worker of the background tasks work those due (`background-task-runner.ts`). */
  readonly runBackgroundTasks: () => Promise<void>;
  readonly log: TaskLog;
  readonly pollMs: number;
  readonly batchSize: number;
}

/**
 * The server's durable queues, worked in the background: payment notifications are checked with the provider and
 * applied, then the e-mails they queued are sent; the deliveries on the day whose instant came queue theirs; the
 * background tasks (AVIF copies) are looked at on the same poll, for those retried later or queued by another process.
 * Each round drains what is due; work that fails waits its back-off.
 * Before the first round, the tasks a killed process left leased (this server's previous life) are made due again, so
 * a restart resumes them at once rather than when their lease runs out.
 */
export function startQueueWorkers({ useCase, runBackgroundTasks, log, pollMs, batchSize }: QueueWorkersSetup): QueueWorkers {
  const checkPayments = useCase(CheckPaymentNotifications);
  const deliverEmails = useCase(DeliverQueuedEmails);

  const drainAll = (name: string, drain: () => Promise<DrainReport>) => async () => {
    try {
      for (;;) {
        const report = await drain();
        const handled = report.done + report.cancelled + report.retried + report.failed;
        if (handled > 0) log.info(`${name} round`, { ...report });
        if (report.failed > 0) log.warn(`${name}: given up, kept as failed for support`, { failed: report.failed });
        // A full batch may mean more is due: go on at once.
        if (handled < batchSize) return;
      }
    } catch (error) {
      log.error(`${name} round failed`, { err: error });
    }
  };

  // Once, before any queue's first round; a failure only leaves the leases to run out.
  const resumed = useCase(ResumeInterruptedTasks)
    .execute()
    .then(
      (released) => {
        const resumedTasks = released.emails + released.paymentNotifications + released.backgroundTasks;
        if (resumedTasks > 0) log.info('tasks of a stopped process resumed', { ...released });
      },
      (error: unknown) => log.error('resuming the tasks of a stopped process failed', { err: error }),
    );
  const emails = startPeriodicTask(async () => {
    await resumed;
    await drainAll('e-mail outbox', () => deliverEmails.execute())();
  }, pollMs);
  const payments = startPeriodicTask(async () => {
    await resumed;
    await drainAll('payment notifications', () => checkPayments.execute())();
    // An approval just applied has queued its e-mail: send it without waiting for the next poll.
    await emails.runNow();
  }, pollMs);
  // The deliveries on the day whose instant came: their e-mails are queued with the "sent", then sent at once.
  const deliverOnTheDay = useCase(DeliverOnTheDay);
  const deliveries = startPeriodicTask(async () => {
    await resumed;
    try {
      const round = await deliverOnTheDay.execute();
      if (round.sent + round.cancelled + round.held > 0) log.info('deliveries on the day round', { ...round });
      if (round.sent > 0) await emails.runNow();
    } catch (error) {
      log.error('deliveries on the day round failed', { err: error });
    }
  }, pollMs);
  const background = startPeriodicTask(async () => {
    await resumed;
    // Not waited for: the runtime stops that worker when it closes, ending the task under way instead of finishing it.
    void runBackgroundTasks();
  }, pollMs);

  return {
    checkPaymentsNow: () => payments.runNow(),
    deliverEmailsNow: () => emails.runNow(),
    stop: async () => {
      await payments.stop();
      await deliveries.stop();
      await emails.stop();
      await background.stop();
    },
  };
}
