import type { QueuedTask, QueuedTaskStatus } from '../../../application/ports/task-queue.js';
import { instantFrom } from './sql-dialect.js';

/** The columns of a task table (`task-queue.schema.ts`), as the queue's statements select and return them. */
export const TASK_COLUMNS = '"id", "payload", "dedup_key", "status", "attempts", "created_at", "next_attempt_at", "finished_at", "last_error"';

/** One row of a task table as the driver returns it: dates as epoch milliseconds (SQLite) or Dates (PostgreSQL), the payload as JSON text. */
export interface TaskRow {
  readonly id: number;
  readonly payload: string;
  readonly dedup_key: string | null;
  readonly status: string;
  readonly attempts: number;
  readonly created_at: number | string | Date;
  readonly next_attempt_at: number | string | Date | null;
  readonly finished_at: number | string | Date | null;
  readonly last_error: string | null;
}

export function taskFromRow<Payload>(row: TaskRow, table: string): QueuedTask<Payload> {
  return {
    id: Number(row.id),
    payload: JSON.parse(row.payload) as Payload,
    status: row.status as QueuedTaskStatus,
    attempts: Number(row.attempts),
    createdAt: instantFrom(row.created_at, `${table}.created_at`),
    nextAttemptAt: row.next_attempt_at === null ? null : instantFrom(row.next_attempt_at, `${table}.next_attempt_at`),
    finishedAt: row.finished_at === null ? null : instantFrom(row.finished_at, `${table}.finished_at`),
    lastError: row.last_error,
  };
}
