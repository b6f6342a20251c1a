import type { SupportNote } from '../../../src/domain/shared/support-note.js';
import { taskErrorText, taskNoteText } from '../../../src/adapters/persistence/task-error-text.js';
import {
  QUEUED_TASK_STATUSES,
  type QueuedTask,
  type QueuedTaskFilter,
  type QueuedTaskStatus,
  type TaskQueue,
} from '../../../src/application/ports/task-queue.js';

interface StoredTask<Payload> extends QueuedTask<Payload> {
  readonly dedupKey: string | null;
}

const copy = <Payload>({ dedupKey: _, ...task }: StoredTask<Payload>): QueuedTask<Payload> => ({
  ...task,
  payload: structuredClone(task.payload),
  createdAt: new Date(task.createdAt),
  nextAttemptAt: task.nextAttemptAt && new Date(task.nextAttemptAt),
  finishedAt: task.finishedAt && new Date(task.finishedAt),
});

/**
 * Honours `TaskQueue` like `MikroOrmTaskQueue` (the same contract suite runs against both): async, copies in and out,
 * leases on claim, dedup keys held only while pending, oldest first. `finish`, `retryLater` and `fail` change only a
 * pending task and reject an unknown id.
 */
export class InMemoryTaskQueue<Payload> implements TaskQueue<Payload> {
  private readonly tasks = new Map<number, StoredTask<Payload>>();
  private lastId = 0;

  async enqueue(payload: Payload, at: Date, options?: { readonly dedupKey?: string }): Promise<number> {
    return this.enqueueNow(payload, at, options?.dedupKey ?? null);
  }

  /** `enqueue` done at once, for a fake that records a task in the same step as its own change (the repository). */
  enqueueNow(payload: Payload, at: Date, dedupKey: string | null = null): number {
    if (dedupKey !== null) {
      const held = [...this.tasks.values()].find((task) => task.status === 'pending' && task.dedupKey === dedupKey);
      if (held) return held.id;
    }
    const id = ++this.lastId;
    this.tasks.set(id, {
      id,
      payload: structuredClone(payload),
      dedupKey,
      status: 'pending',
      attempts: 0,
      createdAt: new Date(at),
      nextAttemptAt: new Date(at),
      finishedAt: null,
      lastError: null,
    });
    return id;
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedTask<Payload>[]> {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError('claimDue limit must be a whole number');
    if (!Number.isFinite(leaseMs) || leaseMs < 0) throw new RangeError('claimDue leaseMs must not be negative');
    const due = this.sorted()
      .filter((task) => task.status === 'pending' && task.nextAttemptAt !== null && task.nextAttemptAt.getTime() <= now.getTime())
      .slice(0, limit);
    return due.map((task) => copy(this.change(task.id, { attempts: task.attempts + 1, nextAttemptAt: new Date(now.getTime() + leaseMs) })));
  }

  async finish(id: number, at: Date, outcome: 'done' | 'cancelled', note?: string | SupportNote): Promise<void> {
    this.changePending(id, (task) => ({
      status: outcome,
      finishedAt: new Date(at),
      nextAttemptAt: null,
      lastError: note === undefined ? task.lastError : taskNoteText(note),
    }));
  }

  async retryLater(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    this.changePending(id, () => ({ nextAttemptAt: new Date(nextAttemptAt), lastError: taskErrorText(error) }));
  }

  async fail(id: number, error: string | SupportNote, at: Date): Promise<void> {
    this.changePending(id, () => ({ status: 'failed', finishedAt: new Date(at), nextAttemptAt: null, lastError: taskNoteText(error) }));
  }

  /** Every lease here is held by this process, which is alive: there is never one to release. */
  async releaseAbandonedLeases(_now: Date): Promise<number> {
    return 0;
  }

  async requeueFailed(now: Date, ids?: readonly number[]): Promise<number> {
    const chosen = this.sorted().filter((task) => task.status === 'failed' && (ids === undefined || ids.includes(task.id)));
    let requeued = 0;
    // Newest first: of several failed tasks under one key, the newest goes back and takes the key.
    for (const task of chosen.reverse()) {
      if (task.dedupKey !== null && this.pendingWithKey(task.dedupKey)) continue;
      this.change(task.id, { status: 'pending', nextAttemptAt: new Date(now), finishedAt: null });
      requeued++;
    }
    return requeued;
  }

  async findById(id: number): Promise<QueuedTask<Payload> | null> {
    const task = this.tasks.get(id);
    return task ? copy(task) : null;
  }

  async remove(ids: readonly number[]): Promise<number> {
    return [...new Set(ids)].filter((id) => this.tasks.delete(id)).length;
  }

  async list(filter: QueuedTaskFilter = {}): Promise<QueuedTask<Payload>[]> {
    const { statuses, containing } = filter;
    // The JSON text the SQLite queue stores and searches.
    const matching = this.sorted().filter(
      (task) =>
        (statuses === undefined || statuses.includes(task.status)) && (containing === undefined || JSON.stringify(task.payload).includes(containing)),
    );
    return (filter.limit === undefined ? matching : matching.slice(0, filter.limit)).map(copy);
  }

  async countByStatus(): Promise<Record<QueuedTaskStatus, number>> {
    const counts = Object.fromEntries(QUEUED_TASK_STATUSES.map((status) => [status, 0])) as Record<QueuedTaskStatus, number>;
    for (const task of this.tasks.values()) counts[task.status]++;
    return counts;
  }

  /** Test helper: every task, oldest first. */
  all(): QueuedTask<Payload>[] {
    return this.sorted().map(copy);
  }

  /** Test helper: the payloads of the pending tasks, oldest first. */
  pendingPayloads(): Payload[] {
    return this.sorted()
      .filter((task) => task.status === 'pending')
      .map((task) => structuredClone(task.payload));
  }

  private pendingWithKey(dedupKey: string): boolean {
    return [...this.tasks.values()].some((task) => task.status === 'pending' && task.dedupKey === dedupKey);
  }

  private changePending(id: number, change: (task: StoredTask<Payload>) => Partial<StoredTask<Payload>>): void {
    const task = this.tasks.get(id);
    if (!task) throw new Error(`no task ${id}`);
    if (task.status === 'pending') this.change(id, change(task));
  }

  private change(id: number, change: Partial<StoredTask<Payload>>): StoredTask<Payload> {
    const changed = { ...this.tasks.get(id)!, ...change };
    this.tasks.set(id, changed);
    return changed;
  }

  private sorted(): StoredTask<Payload>[] {
    return [...this.tasks.values()].sort((a, b) => a.id - b.id);
  }
}
