import type { QueuedTask, QueuedTaskStatus } from '../../../application/ports/task-queue.js';

/** The columns of a task table (`task-queue.schema.ts`), as the queue's statements select and return them. */
export const TASK_COLUMNS = '`id`, `payload`, `dedup_key`, `status`, `attempts`, `created_at`, `next_attempt_at`, `finished_at`, `last_error`';

/** One row of a task table as the SQLite driver returns it: dates as epoch milliseconds, the payload as JSON text. */
export interface TaskRow {
  readonly id: number;
  readonly payload: string;
  readonly dedup_key: string | null;
  readonly status: string;
  readonly attempts: number;
  readonly created_at: number | string;
  readonly next_attempt_at: number | string | null;
  readonly finished_at: number | string | null;
  readonly last_error: string | null;
}

export function taskFromRow<Payload>(row: TaskRow, table: string): QueuedTask<Payload> {
  return {
    id: Number(row.id),
    payload: JSON.parse(row.payload) as Payload,
    status: row.status as QueuedTaskStatus,
    attempts: Number(row.attempts),
    createdAt: instant(row.created_at, table, 'created_at'),
    nextAttemptAt: row.next_attempt_at === null ? null : instant(row.next_attempt_at, table, 'next_attempt_at'),
    finishedAt: row.finished_at === null ? null : instant(row.finished_at, table, 'finished_at'),
    lastError: row.last_error,
  };
}

/** Epoch milliseconds, as MikroORM writes a `datetime` on SQLite; a text date (written by hand) is read too. */
function instant(value: number | string, table: string, column: string): Date {
  const ms = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`${table}.${column} holds an unreadable date`);
  return new Date(ms);
}
