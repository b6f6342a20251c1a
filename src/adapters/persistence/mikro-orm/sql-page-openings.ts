import type { EntityManager } from '@mikro-orm/core';
import { NEVER_OPENED, type PageOpeningsTally } from '../../../domain/openings/page-openings.js';
import type { QueuedEmail } from '../../../application/ports/email-outbox.js';
import type { OpeningTotals, PageOpenings, RecordedOpening } from '../../../application/ports/page-openings.js';
import { insertPendingTask } from './mikro-orm-task-queue.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';
import { EmailOutboxSchema } from './task-queue.schema.js';

type Param = string | number | boolean | Date | null;

interface OpeningRow {
  readonly openings: number | string;
  readonly first_opened_at: number | string | Date | null;
  readonly last_opened_at: number | string | Date | null;
  readonly emails_off: number | boolean;
}

/**
 * The `page_openings` table. Counting is one `insert … on conflict do update … where` statement: the row is created by
 * the first opening, and a later one adds one only when the last counted opening is older than the window. SQLite runs
 * it under its write lock; on PostgreSQL a concurrent statement waits for the row and then sees the new
 * `last_opened_at`, so two requests at once count once. The first opening's e-mail is inserted in the same transaction,
 * only when the statement left the count at 1: the count never goes back, so that happens once per page.
 */
export class SqlPageOpenings implements PageOpenings {
  constructor(private readonly database: SqlDatabase) {}

  async record(memoryId: string, at: Date, windowStart: Date, firstEmail: QueuedEmail | null): Promise<RecordedOpening> {
    const { dialect } = this.database;
    return this.database.orm.em.fork().transactional(async (em) => {
      const rows = await this.run<Pick<OpeningRow, 'openings' | 'emails_off'>>(
        em,
        'counting an opening',
        'insert into "page_openings" ("memory_id", "openings", "first_opened_at", "last_opened_at", "emails_off") ' +
          'values (?, 1, ?, ?, false) on conflict ("memory_id") do update set "openings" = "page_openings"."openings" + 1, ' +
          '"first_opened_at" = coalesce("page_openings"."first_opened_at", excluded."first_opened_at"), ' +
          '"last_opened_at" = excluded."last_opened_at" ' +
          'where "page_openings"."last_opened_at" is null or "page_openings"."last_opened_at" <= ? ' +
          'returning "openings", "emails_off"',
        [memoryId, dialect.time(at), dialect.time(at), dialect.time(windowStart)],
      );
      const row = rows[0];
      if (!row) return { counted: false, first: false, emailQueued: false };
      const first = Number(row.openings) === 1;
      const emailQueued = first && firstEmail !== null && !row.emails_off;
      if (emailQueued) {
        await insertPendingTask(em, dialect, EmailOutboxSchema.meta.tableName, firstEmail.email, firstEmail.at, `opened-${memoryId}`);
      }
      return { counted: true, first, emailQueued };
    });
  }

  async find(memoryId: string): Promise<PageOpeningsTally> {
    const [row] = await this.run<OpeningRow>(
      this.database.orm.em.fork(),
      'reading openings',
      'select "openings", "first_opened_at", "last_opened_at", "emails_off" from "page_openings" where "memory_id" = ?',
      [memoryId],
    );
    if (!row) return NEVER_OPENED;
    return {
      count: Number(row.openings),
      firstAt: row.first_opened_at === null ? null : instantFrom(row.first_opened_at, 'page_openings.first_opened_at'),
      lastAt: row.last_opened_at === null ? null : instantFrom(row.last_opened_at, 'page_openings.last_opened_at'),
      emailsOff: Boolean(row.emails_off),
    };
  }

  async turnEmailsOff(memoryId: string): Promise<boolean> {
    const rows = await this.run<{ memory_id: string }>(
      this.database.orm.em.fork(),
      'turning opening e-mails off',
      'insert into "page_openings" ("memory_id", "openings", "emails_off") values (?, 0, true) ' +
        'on conflict ("memory_id") do update set "emails_off" = true where not "page_openings"."emails_off" returning "memory_id"',
      [memoryId],
    );
    return rows.length > 0;
  }

  async importTally(memoryId: string, tally: PageOpeningsTally): Promise<boolean> {
    const { dialect } = this.database;
    const rows = await this.run<{ memory_id: string }>(
      this.database.orm.em.fork(),
      'importing openings',
      'insert into "page_openings" ("memory_id", "openings", "first_opened_at", "last_opened_at", "emails_off") values (?, ?, ?, ?, ?) ' +
        'on conflict ("memory_id") do nothing returning "memory_id"',
      [
        memoryId,
        tally.count,
        tally.firstAt === null ? null : dialect.time(tally.firstAt),
        tally.lastAt === null ? null : dialect.time(tally.lastAt),
        dialect.name === 'sqlite' ? Number(tally.emailsOff) : tally.emailsOff,
      ],
    );
    return rows.length > 0;
  }

  async totals(): Promise<OpeningTotals> {
    const [row] = await this.run<{ pages: number | string | null; openings: number | string | null; off: number | string | null }>(
      this.database.orm.em.fork(),
      'counting openings',
      'select sum(case when "openings" > 0 then 1 else 0 end) as "pages", sum("openings") as "openings", ' +
        'sum(case when "emails_off" then 1 else 0 end) as "off" from "page_openings"',
      [],
    );
    return { pagesOpened: Number(row?.pages ?? 0), openings: Number(row?.openings ?? 0), emailsOff: Number(row?.off ?? 0) };
  }

  private async run<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    try {
      const context = em.isInTransaction() ? em.getTransactionContext() : undefined;
      return await em.getConnection().execute<Row[]>(sql, [...params], 'all', context);
    } catch (error) {
      throw statementError(`page_openings: ${what}`, error);
    }
  }
}
