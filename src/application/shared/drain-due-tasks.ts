import type { SupportNote } from '../../domain/shared/support-note.js';
import type { Clock } from '../ports/clock.js';
import type { QueuedTask, TaskQueue } from '../ports/task-queue.js';

/** How a queue's worker paces itself. */
export interface RetryPolicy {
  /** The wait after the first failure; doubled after each next one, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Attempts before a task is given up and kept as failed. */
  readonly maxAttempts: number;
  /** How long a claimed task stays hidden from other workers: longer than one attempt can take. */
  readonly leaseMs: number;
  /** Tasks claimed per round. */
  readonly batchSize: number;
}

/** What became of one attempt at a task. */
export type TaskAttempt =
  | { readonly result: 'done' }
  | { readonly result: 'cancelled'; readonly note: SupportNote }
  /** Trying again may help (a server down): retried with back-off until `maxAttempts`. */
  | { readonly result: 'retry'; readonly error: string }
  /** Trying again cannot help: kept as failed, visible, until someone requeues it. */
  | { readonly result: 'failed'; readonly error: string | SupportNote };

export interface DrainReport {
  readonly done: number;
  readonly cancelled: number;
  readonly retried: number;
  readonly failed: number;
}

export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/**
 * Works through the tasks due now, at most `policy.batchSize`, and records what each attempt came to. A task whose
 * handler throws is retried like a `retry` result: an unexpected error must not lose the task.
 *
 * Tasks are claimed one at a time, each just before it is worked and finished right after, with nothing in between:
 * a task is never left leased while others are worked (a slow mail server would otherwise let the lease of the last
 * task of a batch run out before its turn, and another worker send it too), and a process killed mid-round holds the
 * lease of one task only. The queue cannot make "sent" and "done" one step: a crash between them repeats the work
 * once, which handlers make harmless (an e-mail keeps its identity at every attempt).
 */
export async function drainDueTasks<Payload>(
  queue: TaskQueue<Payload>,
  clock: Clock,
  policy: RetryPolicy,
  handle: (task: QueuedTask<Payload>) => Promise<TaskAttempt>,
): Promise<DrainReport> {
  const report = { done: 0, cancelled: 0, retried: 0, failed: 0 };
  for (let claimed = 0; claimed < policy.batchSize; claimed++) {
    const [task] = await queue.claimDue(clock.now(), 1, policy.leaseMs);
    if (!task) break;
    const attempt = await handle(task).catch((error: unknown): TaskAttempt => ({ result: 'retry', error: describeError(error) }));
    report[await record(queue, clock.now(), policy, task, attempt)]++;
  }
  return report;
}

/** Records one attempt's outcome on its task; resolves the report's counter it adds to. */
async function record<Payload>(
  queue: TaskQueue<Payload>,
  now: Date,
  policy: RetryPolicy,
  task: QueuedTask<Payload>,
  attempt: TaskAttempt,
): Promise<keyof DrainReport> {
  switch (attempt.result) {
    case 'done':
      await queue.finish(task.id, now, 'done');
      return 'done';
    case 'cancelled':
      await queue.finish(task.id, now, 'cancelled', attempt.note);
      return 'cancelled';
    case 'retry':
      if (task.attempts >= policy.maxAttempts) {
        await queue.fail(task.id, `${attempt.error} (gave up after ${task.attempts} attempts)`, now);
        return 'failed';
      }
      await queue.retryLater(task.id, attempt.error, new Date(now.getTime() + retryDelayMs(policy, task.attempts)));
      return 'retried';
    case 'failed':
      await queue.fail(task.id, attempt.error, now);
      return 'failed';
  }
}

/** One line for the task's record: the error's name and message, never a stack. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.replace(/\s+/g, ' ').slice(0, 300);
  return String(error).slice(0, 300);
}
