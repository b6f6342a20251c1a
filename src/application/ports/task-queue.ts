import type { SupportNote } from '../../domain/shared/support-note.js';

/** Where a queued task stands. `cancelled`: there was nothing left to do (its pages are gone, say). */
export type QueuedTaskStatus = 'pending' | 'done' | 'failed' | 'cancelled';

export const QUEUED_TASK_STATUSES: readonly QueuedTaskStatus[] = ['pending', 'done', 'failed', 'cancelled'];

export interface QueuedTask<Payload> {
  /** Increasing with the order of queueing. */
  readonly id: number;
  readonly payload: Payload;
  readonly status: QueuedTaskStatus;
  /** Attempts started so far (raised by `claimDue`). */
  readonly attempts: number;
  readonly createdAt: Date;
  /** When a pending task may next be claimed; null once it is no longer pending. */
  readonly nextAttemptAt: Date | null;
  /** When it was done, cancelled or given up; null while pending. */
  readonly finishedAt: Date | null;
  /** The last failure, in one line without secrets; null when none. */
  readonly lastError: string | null;
}

export interface QueuedTaskFilter {
  readonly statuses?: readonly QueuedTaskStatus[];
  /** Most tasks returned, oldest first; all when absent. */
  readonly limit?: number;
  /** Only tasks whose payload, as JSON text, contains this text (a memory id, an address). */
  readonly containing?: string;
}

/**
 * A durable list of work that must happen once even if the process stops half-way: e-mails to send, payment
 * notifications to check. Safe for several processes on one store: a claimed task is leased, not removed, so a crash
 * in the middle only delays it until the lease ends, or until the next worker to start releases the leases of the
 * process that died (`releaseAbandonedLeases`). A crash after the work but before `finish` repeats the work: handlers
 * make that harmless (an e-mail keeps its identity at every attempt).
 */
export interface TaskQueue<Payload> {
  /**
   * Records a task, due at `at`. With a `dedupKey`, a task still pending under the same key is kept instead and its id
   * returned: the same notification received three times is checked once.
   */
  enqueue(payload: Payload, at: Date, options?: { readonly dedupKey?: string }): Promise<number>;
  /**
   * Pending tasks due at `now` (nextAttemptAt <= now), oldest first, at most `limit`. Each one's attempts is raised and
   * its nextAttemptAt moved to `now + leaseMs` in the same statement, so no other worker claims it meanwhile.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedTask<Payload>[]>;
  /** Finishes a task: `done`, or `cancelled` with the reason in lastError (the queue words a note for support). */
  finish(id: number, at: Date, outcome: 'done' | 'cancelled', note?: string | SupportNote): Promise<void>;
  /** Keeps a task pending, to be tried again at `nextAttemptAt`, with the failure recorded. */
  retryLater(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Gives a task up: it stays visible as `failed` until someone requeues it. */
  fail(id: number, error: string | SupportNote, at: Date): Promise<void>;
  /**
   * Makes due at `now` the pending tasks still leased by a worker known to have stopped (its process was killed), so a
   * restarted worker takes them back at once instead of when their lease ends; resolves how many. A lease whose holder
   * may be alive (another process on the same store, or one the store cannot judge) is left to run out.
   */
  releaseAbandonedLeases(now: Date): Promise<number>;
  /** Puts failed tasks (all of them, or those ids) back as pending and due at `now`; resolves how many. */
  requeueFailed(now: Date, ids?: readonly number[]): Promise<number>;
  findById(id: number): Promise<QueuedTask<Payload> | null>;
  /** Deletes tasks whatever their status (a buyer's data is erased); resolves how many were there. */
  remove(ids: readonly number[]): Promise<number>;
  list(filter?: QueuedTaskFilter): Promise<QueuedTask<Payload>[]>;
  countByStatus(): Promise<Record<QueuedTaskStatus, number>>;
}
