import type { EntityManager } from '@mikro-orm/core';
import { NO_ANNIVERSARY_EMAILS, type AnniversaryEmails, type PageAnniversaryEmails } from '../../../application/ports/anniversary-emails.js';
import type { QueuedEmail } from '../../../application/ports/email-outbox.js';
import { insertPendingTask } from './mikro-orm-task-queue.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';
import { EmailOutboxSchema } from './task-queue.schema.js';

type Param = string | number | Date | null;

/**
 * The `anniversary_emails` and `anniversary_emails_off` tables. Recording an anniversary is one
 * `insert … select … where not exists (turned off) on conflict do nothing` on the key (page, years): SQLite runs it
 * under its write lock; on PostgreSQL a concurrent statement for the same key waits for the first one's transaction
 * and then inserts nothing. The e-mail is queued in the same transaction only when a row was inserted, so an
 * anniversary queues one e-mail whatever the instances, and a crash before the commit leaves neither.
 */
export class SqlAnniversaryEmails implements AnniversaryEmails {
  constructor(private readonly database: SqlDatabase) {}

  async record(memoryId: string, years: number, email: QueuedEmail): Promise<boolean> {
    const { dialect } = this.database;
    return this.database.orm.em.fork().transactional(async (em) => {
      const rows = await this.run<{ memory_id: string }>(
        em,
        'recording an anniversary',
        'insert into "anniversary_emails" ("memory_id", "years", "sent_at") select ?, ?, ? ' +
          'where not exists (select 1 from "anniversary_emails_off" where "memory_id" = ?) ' +
          'on conflict ("memory_id", "years") do nothing returning "memory_id"',
        [memoryId, years, dialect.time(email.at), memoryId],
      );
      if (rows.length === 0) return false;
      await insertPendingTask(em, dialect, EmailOutboxSchema.meta.tableName, email.email, email.at, `anniversary-${memoryId}-${years}`);
      return true;
    });
  }

  async find(memoryId: string): Promise<PageAnniversaryEmails> {
    const em = this.database.orm.em.fork();
    const sent = await this.run<{ years: number | string; sent_at: number | string | Date }>(
      em,
      'reading anniversaries',
      'select "years", "sent_at" from "anniversary_emails" where "memory_id" = ? order by "years" asc',
      [memoryId],
    );
    const off = await this.run<{ memory_id: string }>(
      em,
      'reading whether anniversary e-mails are off',
      'select "memory_id" from "anniversary_emails_off" where "memory_id" = ?',
      [memoryId],
    );
    if (sent.length === 0 && off.length === 0) return NO_ANNIVERSARY_EMAILS;
    return {
      sent: sent.map((row) => ({ years: Number(row.years), sentAt: instantFrom(row.sent_at, 'anniversary_emails.sent_at') })),
      emailsOff: off.length > 0,
    };
  }

  async turnEmailsOff(memoryId: string, at: Date): Promise<boolean> {
    const rows = await this.run<{ memory_id: string }>(
      this.database.orm.em.fork(),
      'turning anniversary e-mails off',
      'insert into "anniversary_emails_off" ("memory_id", "turned_off_at") values (?, ?) on conflict ("memory_id") do nothing returning "memory_id"',
      [memoryId, this.database.dialect.time(at)],
    );
    return rows.length > 0;
  }

  async importEmails(memoryId: string, record: PageAnniversaryEmails): Promise<boolean> {
    const { dialect } = this.database;
    return this.database.orm.em.fork().transactional(async (em) => {
      let added = false;
      for (const sent of record.sent) {
        const rows = await this.run<{ memory_id: string }>(
          em,
          'importing an anniversary',
          'insert into "anniversary_emails" ("memory_id", "years", "sent_at") values (?, ?, ?) on conflict ("memory_id", "years") do nothing returning "memory_id"',
          [memoryId, sent.years, dialect.time(sent.sentAt)],
        );
        added ||= rows.length > 0;
      }
      if (record.emailsOff) {
        const rows = await this.run<{ memory_id: string }>(
          em,
          'importing anniversary e-mails turned off',
          'insert into "anniversary_emails_off" ("memory_id", "turned_off_at") values (?, null) on conflict ("memory_id") do nothing returning "memory_id"',
          [memoryId],
        );
        added ||= rows.length > 0;
      }
      return added;
    });
  }

  private async run<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    try {
      const context = em.isInTransaction() ? em.getTransactionContext() : undefined;
      return await em.getConnection().execute<Row[]>(sql, [...params], 'all', context);
    } catch (error) {
      throw statementError(`anniversary_emails: ${what}`, error);
    }
  }
}
