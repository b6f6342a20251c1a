import type { EntityManager } from '@mikro-orm/core';
import { replyLimitPassed, type PageReply, type ReplyLimitScope } from '../../../domain/replies/page-reply.js';
import type { QueuedEmail } from '../../../application/ports/email-outbox.js';
import type { NewPageReply, PageReplies } from '../../../application/ports/page-replies.js';
import { insertPendingTask } from './mikro-orm-task-queue.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';
import { EmailOutboxSchema } from './task-queue.schema.js';

type Param = string | number | Date | null;

interface ReplyRow {
  readonly id: string;
  readonly memory_id: string;
  readonly note: string | null;
  readonly created_at: number | string | Date;
}

const SELECT = 'select "id", "memory_id", "note", "created_at" from "page_replies"';

/** Refuses the reply from inside the transaction, so that it rolls back what it wrote. */
class OverLimit extends Error {
  constructor(readonly scope: ReplyLimitScope) {
    super(`reply over the ${scope} limit`);
  }
}

/**
 * The `page_replies` table. A reply is written first and counted with the page's others in the same transaction; one
 * over a limit is rolled back, so nothing of it stays. The write comes first because it takes SQLite's write lock for
 * the whole transaction, so no other connection (another process on the file) counts in between; on PostgreSQL the
 * transaction first takes an advisory lock of its page, so concurrent replies to one page are counted one after the
 * other, on every instance. Both limits are per page, so the page's lock is the only one.
 */
export class SqlPageReplies implements PageReplies {
  constructor(private readonly database: SqlDatabase) {}

  async add(reply: NewPageReply, since: Date, email: QueuedEmail): Promise<ReplyLimitScope | null> {
    const { dialect } = this.database;
    try {
      await this.database.orm.em.fork().transactional(async (em) => {
        if (dialect.name === 'postgresql') {
          await this.run(em, 'locking the page', "select pg_advisory_xact_lock(hashtextextended('page_replies:' || cast(? as text), 0))", [
            reply.memoryId,
          ]);
        }
        await this.run(
          em,
          'storing a reply',
          'insert into "page_replies" ("id", "memory_id", "note", "client_key", "created_at") values (?, ?, ?, ?, ?)',
          [reply.id, reply.memoryId, reply.note, reply.clientKey, dialect.time(reply.createdAt)],
        );
        const [row] = await this.run<{ page: number | string; client: number | string | null }>(
          em,
          'counting replies',
          'select count(*) as "page", sum(case when "client_key" = ? then 1 else 0 end) as "client" from "page_replies" ' +
            'where "memory_id" = ? and "created_at" > ? and "id" <> ?',
          [reply.clientKey, reply.memoryId, dialect.time(since), reply.id],
        );
        const passed = replyLimitPassed({ page: Number(row?.page ?? 0), client: Number(row?.client ?? 0) });
        if (passed !== null) throw new OverLimit(passed);
        await insertPendingTask(em, dialect, EmailOutboxSchema.meta.tableName, email.email, email.at, `reply-${reply.id}`);
      });
      return null;
    } catch (error) {
      if (error instanceof OverLimit) return error.scope;
      throw error;
    }
  }

  async find(id: string): Promise<PageReply | null> {
    const [row] = await this.run<ReplyRow>(this.database.orm.em.fork(), 'reading a reply', `${SELECT} where "id" = ?`, [id]);
    return row ? replyFrom(row) : null;
  }

  async latest(memoryId: string, limit: number): Promise<PageReply[]> {
    const rows = await this.run<ReplyRow>(
      this.database.orm.em.fork(),
      'reading replies',
      `${SELECT} where "memory_id" = ? order by "created_at" desc, "id" desc limit ?`,
      [memoryId, limit],
    );
    return rows.map(replyFrom);
  }

  async count(memoryId: string): Promise<number> {
    const [row] = await this.run<{ n: number | string }>(
      this.database.orm.em.fork(),
      'counting replies',
      'select count(*) as "n" from "page_replies" where "memory_id" = ?',
      [memoryId],
    );
    return Number(row?.n ?? 0);
  }

  async everyReplyOf(memoryId: string): Promise<NewPageReply[]> {
    const rows = await this.run<ReplyRow & { readonly client_key: string }>(
      this.database.orm.em.fork(),
      'reading every reply of a page',
      'select "id", "memory_id", "note", "client_key", "created_at" from "page_replies" where "memory_id" = ? order by "created_at", "id"',
      [memoryId],
    );
    return rows.map((row) => ({ ...replyFrom(row), clientKey: row.client_key }));
  }

  async importReplies(replies: readonly NewPageReply[]): Promise<number> {
    const { dialect } = this.database;
    let added = 0;
    await this.database.orm.em.fork().transactional(async (em) => {
      for (const reply of replies) {
        const [there] = await this.run<{ id: string }>(em, 'looking for a copied reply', 'select "id" from "page_replies" where "id" = ?', [
          reply.id,
        ]);
        if (there) continue;
        await this.run(
          em,
          'storing a copied reply',
          'insert into "page_replies" ("id", "memory_id", "note", "client_key", "created_at") values (?, ?, ?, ?, ?)',
          [reply.id, reply.memoryId, reply.note, reply.clientKey, dialect.time(reply.createdAt)],
        );
        added++;
      }
    });
    return added;
  }

  private async run<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    try {
      const context = em.isInTransaction() ? em.getTransactionContext() : undefined;
      return await em.getConnection().execute<Row[]>(sql, [...params], 'all', context);
    } catch (error) {
      throw statementError(`page_replies: ${what}`, error);
    }
  }
}

function replyFrom(row: ReplyRow): PageReply {
  return { id: row.id, memoryId: row.memory_id, note: row.note, createdAt: instantFrom(row.created_at, 'page_replies.created_at') };
}
