import type { SupportNote } from '../../../domain/shared/support-note.js';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import {
  QUEUED_TASK_STATUSES,
  type QueuedTask,
  type QueuedTaskFilter,
  type QueuedTaskStatus,
  type TaskQueue,
} from '../../../application/ports/task-queue.js';
import { leaseOwnerIsGone, PROCESS_LEASE_OWNER } from '../lease-owner.js';
import { taskErrorText, taskNoteText } from '../task-error-text.js';
import { quote, type SqlDatabase, type SqlDialect } from './sql-dialect.js';
import { statementError } from './statement-error.js';
import { TASK_COLUMNS, taskFromRow, type TaskRow } from './task-row.js';
import type { TaskQueueSchema } from './task-queue.schema.js';

type Param = string | number | Date | null;

/** Losing the race for a key more than a few times in a row (its holder finishing each time meanwhile) is a bug. */
const DEDUP_ATTEMPTS = 5;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Runs one statement, in `em`'s transaction when given one. */
async function run<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[], inTransaction = false): Promise<Row[]> {
  try {
    return await em.getConnection().execute<Row[]>(sql, [...params], 'all', inTransaction ? em.getTransactionContext() : undefined);
  } catch (error) {
    throw statementError(what, error);
  }
}

/**
 * Inserts a pending task due at `at`, in `em`'s transaction when it is in one (`MikroOrmMemoryRepository.update`);
 * resolves its id. With a `dedupKey` that a pending task holds, nothing is inserted and it resolves null.
 */
export async function insertPendingTask(
  em: EntityManager,
  dialect: SqlDialect,
  table: string,
  payload: unknown,
  at: Date,
  dedupKey: string | null,
): Promise<number | null> {
  const rows = await run<{ id: number }>(
    em,
    `${table}: queueing a task`,
    `insert into ${quote(table)} ("payload", "dedup_key", "status", "attempts", "created_at", "next_attempt_at") ` +
      `values (?, ?, 'pending', 0, ?, ?) on conflict do nothing returning "id"`,
    [JSON.stringify(payload), dedupKey, dialect.time(at), dialect.time(at)],
    em.isInTransaction(),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export interface MikroOrmTaskQueueOptions {
  /** Recorded with each lease this queue takes; this process's by default (`PROCESS_LEASE_OWNER`). */
  readonly leaseOwner?: string;
  /** Whether the holder of a lease is certainly gone (`leaseOwnerIsGone` by default). */
  readonly ownerIsGone?: (owner: string) => boolean;
}

/**
 * A `TaskQueue` in one table of the database (`email_outbox`, `payment_notifications`, `background_tasks`), safe for several processes and
 * instances on it. Every change is one statement, so none needs a transaction of its own: `claimDue` picks and leases
 * its tasks in one `update … returning`, which SQLite runs under its write lock and PostgreSQL with `for update skip
 * locked` on the rows it picks, so two workers never get the same task.
 * Each lease records its owner (`lease_owner`: host, pid and a token of the process's life), so that a restarted
 * process can release the leases of the one that died (`releaseAbandonedLeases`) and leave those of a live one alone.
 * `finish`, `retryLater` and `fail` change only a pending task: one no longer pending was ended by a worker whose lease
 * outran ours, and it stays as that worker left it. They reject an id the table never had. Failures name the table and
 * the step, never the statement (it would quote the payload).
 */
export class MikroOrmTaskQueue<Payload> implements TaskQueue<Payload> {
  private readonly table: string;
  private readonly quoted: string;
  private readonly leaseOwner: string;
  private readonly ownerIsGone: (owner: string) => boolean;
  private readonly orm: MikroORM;
  private readonly dialect: SqlDialect;

  constructor(database: SqlDatabase, schema: TaskQueueSchema, options: MikroOrmTaskQueueOptions = {}) {
    this.orm = database.orm;
    this.dialect = database.dialect;
    this.table = schema.meta.tableName;
    this.quoted = quote(this.table);
    this.leaseOwner = options.leaseOwner ?? PROCESS_LEASE_OWNER;
    this.ownerIsGone = options.ownerIsGone ?? ((owner) => leaseOwnerIsGone(owner, this.leaseOwner));
  }

  async enqueue(payload: Payload, at: Date, options?: { readonly dedupKey?: string }): Promise<number> {
    const dedupKey = options?.dedupKey ?? null;
    for (let attempt = 1; ; attempt++) {
      // A fresh EntityManager: never part of a transaction some request context may have open.
      const id = await insertPendingTask(this.orm.em.fork(), this.dialect, this.table, payload, at, dedupKey);
      if (id !== null) return id;
      // Only a pending task under the same key stops the insert; it may have ended since.
      const [held] = await this.select('queueing a task', `where "status" = 'pending' and "dedup_key" = ? limit 1`, [dedupKey]);
      if (held) return Number(held.id);
      if (attempt >= DEDUP_ATTEMPTS) throw new Error(`${this.table}: could not queue a task under a contended dedup key`);
    }
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedTask<Payload>[]> {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`${this.table}: claimDue limit must be a whole number`);
    if (!Number.isFinite(leaseMs) || leaseMs < 0) throw new RangeError(`${this.table}: claimDue leaseMs must not be negative`);
    if (limit === 0) return [];
    const rows = await this.run<TaskRow>(
      'claiming tasks',
      `update ${this.quoted} set "attempts" = "attempts" + 1, "next_attempt_at" = ?, "lease_owner" = ? where "id" in (` +
        `select "id" from ${this.quoted} where "status" = 'pending' and "next_attempt_at" <= ? order by "id" asc limit ?${this.dialect.claimLock}` +
        `) returning ${TASK_COLUMNS}`,
      [this.time(new Date(now.getTime() + leaseMs)), this.leaseOwner, this.time(now), limit],
    );
    // RETURNING gives rows in no particular order.
    return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((row) => this.toTask(row));
  }

  async finish(id: number, at: Date, outcome: 'done' | 'cancelled', note?: string | SupportNote): Promise<void> {
    await this.changePending(
      id,
      '"status" = ?, "finished_at" = ?, "next_attempt_at" = null, "lease_owner" = null, "last_error" = coalesce(?, "last_error")',
      [outcome, this.time(at), note === undefined ? null : taskNoteText(note)],
    );
  }

  async retryLater(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await this.changePending(id, '"next_attempt_at" = ?, "lease_owner" = null, "last_error" = ?', [this.time(nextAttemptAt), taskErrorText(error)]);
  }

  async fail(id: number, error: string | SupportNote, at: Date): Promise<void> {
    await this.changePending(id, `"status" = 'failed', "finished_at" = ?, "next_attempt_at" = null, "lease_owner" = null, "last_error" = ?`, [
      this.time(at),
      taskNoteText(error),
    ]);
  }

  async releaseAbandonedLeases(now: Date): Promise<number> {
    const leased = `"status" = 'pending' and "lease_owner" is not null and "next_attempt_at" > ?`;
    const owners = await this.run<{ owner: string }>(
      'reading lease owners',
      `select distinct "lease_owner" as "owner" from ${this.quoted} where ${leased}`,
      [this.time(now)],
    );
    const gone = owners.map((row) => row.owner).filter((owner) => this.ownerIsGone(owner));
    if (gone.length === 0) return 0;
    const released = await this.run<{ id: number }>(
      'releasing abandoned leases',
      `update ${this.quoted} set "next_attempt_at" = ?, "lease_owner" = null where ${leased} and "lease_owner" in (${placeholders(gone)}) returning "id"`,
      [this.time(now), this.time(now), ...gone],
    );
    return released.length;
  }

  /**
   * Attempts and last error are kept. A failed task whose dedup key a pending task holds stays failed (that one does the
   * work); of several failed tasks under one key, the newest goes back. The unique index would refuse the others.
   */
  async requeueFailed(now: Date, ids?: readonly number[]): Promise<number> {
    if (ids?.length === 0) return 0;
    const t = this.quoted;
    const chosen = (alias: string) => (ids ? ` and ${alias}."id" in (${placeholders(ids)})` : '');
    const keyIsFree =
      '("dedup_key" is null or (' +
      `not exists (select 1 from ${t} as "other" where "other"."status" = 'pending' and "other"."dedup_key" = ${t}."dedup_key") and ` +
      `not exists (select 1 from ${t} as "other" where "other"."status" = 'failed' and "other"."dedup_key" = ${t}."dedup_key" ` +
      `and "other"."id" > ${t}."id"${chosen('"other"')})))`;
    const requeued = await this.run<{ id: number }>(
      'requeueing failed tasks',
      `update ${t} set "status" = 'pending', "next_attempt_at" = ?, "finished_at" = null ` +
        `where "status" = 'failed'${chosen(t)} and ${keyIsFree} returning "id"`,
      [this.time(now), ...(ids ?? []), ...(ids ?? [])],
    );
    return requeued.length;
  }

  async findById(id: number): Promise<QueuedTask<Payload> | null> {
    const [row] = await this.select('reading a task', 'where "id" = ? limit 1', [id]);
    return row ? this.toTask(row) : null;
  }

  async remove(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const sql = `delete from ${this.quoted} where "id" in (${placeholders(ids)})`;
    try {
      // MikroORM's SQLite dialect runs any delete as a statement without rows (RETURNING gives nothing back): count changes.
      const result = await this.orm.em.getConnection().execute<{ affectedRows: number }>(sql, [...ids], 'run');
      return Number(result.affectedRows);
    } catch (error) {
      throw statementError(`${this.table}: removing tasks`, error);
    }
  }

  async list(filter: QueuedTaskFilter = {}): Promise<QueuedTask<Payload>[]> {
    const { statuses, limit, containing } = filter;
    if (statuses?.length === 0) return [];
    if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 0)) throw new RangeError(`${this.table}: list limit must be a whole number`);
    const conditions: string[] = [];
    const params: Param[] = [];
    if (statuses) {
      conditions.push(`"status" in (${placeholders(statuses)})`);
      params.push(...statuses);
    }
    if (containing !== undefined) {
      // Not like: the text is matched as it is, with no wildcard or escape character to mind.
      conditions.push(this.dialect.contains('"payload"'));
      params.push(containing);
    }
    const where = conditions.length === 0 ? '' : `where ${conditions.join(' and ')} `;
    const rows = await this.select('listing tasks', `${where}order by "id" asc${limit === undefined ? '' : ' limit ?'}`, [
      ...params,
      ...(limit === undefined ? [] : [limit]),
    ]);
    return rows.map((row) => this.toTask(row));
  }

  async countByStatus(): Promise<Record<QueuedTaskStatus, number>> {
    const rows = await this.run<{ status: string; n: number }>(
      'counting tasks',
      `select "status", count(*) as "n" from ${this.quoted} group by "status"`,
      [],
    );
    const counts = Object.fromEntries(QUEUED_TASK_STATUSES.map((status) => [status, 0])) as Record<QueuedTaskStatus, number>;
    for (const row of rows) if (row.status in counts) counts[row.status as QueuedTaskStatus] = Number(row.n);
    return counts;
  }

  private async changePending(id: number, sets: string, params: readonly Param[]): Promise<void> {
    const changed = await this.run<{ id: number }>(
      `changing task ${id}`,
      `update ${this.quoted} set ${sets} where "id" = ? and "status" = 'pending' returning "id"`,
      [...params, id],
    );
    if (changed.length === 0 && !(await this.findById(id))) throw new Error(`${this.table}: no task ${id}`);
  }

  private time(instant: Date): number | Date {
    return this.dialect.time(instant);
  }

  private toTask(row: TaskRow): QueuedTask<Payload> {
    return taskFromRow<Payload>(row, this.table);
  }

  private select(what: string, clauses: string, params: readonly Param[]): Promise<TaskRow[]> {
    return this.run<TaskRow>(what, `select ${TASK_COLUMNS} from ${this.quoted} ${clauses}`, params);
  }

  private run<Row>(what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    return run<Row>(this.orm.em, `${this.table}: ${what}`, sql, params);
  }
}
