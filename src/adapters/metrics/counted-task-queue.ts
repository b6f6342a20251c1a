import type { SupportNote } from '../../domain/shared/support-note.js';
import type { QueuedTask, QueuedTaskFilter, TaskQueue } from '../../application/ports/task-queue.js';
import type { TaskFailureReason } from './prometheus-metrics.js';
import type { QueueName } from './shop-figures.js';

/**
 * A queue that counts its tasks' failed attempts, by reason, around the store that keeps them: `temporary` when the
 * task is retried later (a mail server down), `gave_up` when it failed on its last attempt, `refused` when it failed
 * for good before (a mailbox that does not exist, a payment that does not match its page).
 */
export class CountedTaskQueue<Payload> implements TaskQueue<Payload> {
  /** Attempts of the tasks this process claimed and has not finished yet. */
  private readonly claimed = new Map<number, number>();

  constructor(
    private readonly queue: TaskQueue<Payload>,
    private readonly name: QueueName,
    private readonly maxAttempts: number,
    private readonly count: (queue: QueueName, reason: TaskFailureReason) => void,
  ) {}

  enqueue(payload: Payload, at: Date, options?: { readonly dedupKey?: string }): Promise<number> {
    return this.queue.enqueue(payload, at, options);
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedTask<Payload>[]> {
    const tasks = await this.queue.claimDue(now, limit, leaseMs);
    for (const task of tasks) this.claimed.set(task.id, task.attempts);
    return tasks;
  }

  finish(id: number, at: Date, outcome: 'done' | 'cancelled', note?: string | SupportNote): Promise<void> {
    this.claimed.delete(id);
    return this.queue.finish(id, at, outcome, note);
  }

  async retryLater(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    this.claimed.delete(id);
    await this.queue.retryLater(id, error, nextAttemptAt);
    this.count(this.name, 'temporary');
  }

  async fail(id: number, error: string | SupportNote, at: Date): Promise<void> {
    const attempts = this.claimed.get(id);
    this.claimed.delete(id);
    await this.queue.fail(id, error, at);
    this.count(this.name, attempts !== undefined && attempts >= this.maxAttempts ? 'gave_up' : 'refused');
  }

  releaseAbandonedLeases(now: Date): Promise<number> {
    return this.queue.releaseAbandonedLeases(now);
  }

  requeueFailed(now: Date, ids?: readonly number[]): Promise<number> {
    return this.queue.requeueFailed(now, ids);
  }

  findById(id: number): Promise<QueuedTask<Payload> | null> {
    return this.queue.findById(id);
  }

  remove(ids: readonly number[]): Promise<number> {
    return this.queue.remove(ids);
  }

  list(filter?: QueuedTaskFilter): Promise<QueuedTask<Payload>[]> {
    return this.queue.list(filter);
  }

  countByStatus(): ReturnType<TaskQueue<Payload>['countByStatus']> {
    return this.queue.countByStatus();
  }
}
