import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { QueuedEmail } from '../../../application/ports/email-outbox.js';
import type { MemoryRepository } from '../../../application/ports/memory-repository.js';
import type { MemorySearch, MemorySupportQueries, MemoryTally, OrderCounts } from '../../../application/ports/memory-support-queries.js';
import type { DatabaseHealth } from '../../../application/ports/database-health.js';
import type { MemoryStatus } from '../../../domain/memory/memory-status.js';
import { MemoryConcurrentUpdateError, MemoryNotFoundError } from '../../../domain/memory/memory-errors.js';
import type { Memory } from '../../../domain/memory/memory.js';
import type { PlanId } from '../../../domain/plan/plan.js';
import { memoryFromRow, MEMORY_COLUMNS, paymentOutcomeFromColumn, type MemoryRow } from './memory-row.js';
import { toMemoryRecord } from './memory.mapper.js';
import { MemorySchema } from './memory.schema.js';
import { insertPendingTask } from './mikro-orm-task-queue.js';
import type { SqlDatabase, SqlDialect } from './sql-dialect.js';
import { statementError } from './statement-error.js';
import { EmailOutboxSchema } from './task-queue.schema.js';
import { PageDeliverySchema } from './page-deliveries.schema.js';
import { PageLetterSchema } from './page-letters.schema.js';
import { PageChapterSchema } from './page-chapters.schema.js';
import { PageQuestionSchema, PageQuestionTrySchema } from './page-questions.schema.js';
import { PageSkySchema } from './page-skies.schema.js';
import { PageOpeningSchema } from './page-openings.schema.js';
import { PageReplySchema } from './page-replies.schema.js';
import { StartedOrderSchema } from './started-orders.schema.js';
import { AnniversaryEmailSchema, AnniversaryEmailsOffSchema } from './anniversary-emails.schema.js';
import { mikroOrmCore } from './mikro-orm-packages.js';

const { UniqueConstraintViolationException } = mikroOrmCore;

const SELECT = `select ${MEMORY_COLUMNS} from "memories"`;
const OLDEST_FIRST = 'order by "created_at" asc, "id" asc';
const NEWEST_FIRST = 'order by "created_at" desc, "id" desc';

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

interface TallyRow {
  readonly status: string;
  readonly plan: string;
  readonly payment_outcome: string | null;
  readonly n: number;
  readonly priced_cents: number | string;
  readonly unpriced: number | string;
}

/**
 * Every write works on its own forked EntityManager with native statements (no unit of work), so it needs no request
 * context and never shares an identity map between callers (HTTP, CLI, jobs). Reads are plain SQL on MikroORM's
 * connection mapped by `memoryFromRow`: the public page is read far more often than anything is written, and entity
 * hydration cost several times the query.
 */
export class MikroOrmMemoryRepository implements MemoryRepository, MemorySupportQueries, DatabaseHealth {
  private readonly orm: MikroORM;
  private readonly dialect: SqlDialect;

  constructor(database: SqlDatabase) {
    this.orm = database.orm;
    this.dialect = database.dialect;
  }

  async add(memory: Memory): Promise<void> {
    try {
      await this.em().insert(MemorySchema, toMemoryRecord(memory));
    } catch (error) {
      // MikroORM's message quotes the whole INSERT, buyer's e-mail and names included: keep that out of the logs.
      if (error instanceof UniqueConstraintViolationException) throw new Error(`duplicate memory id ${memory.id}`, { cause: error });
      throw statementError(`memories: adding ${memory.id}`, error);
    }
  }

  async update(memory: Memory, queued?: QueuedEmail): Promise<void> {
    if (!queued) return this.writeChanges(this.em(), memory);
    // Both or neither: a rejected change leaves no e-mail behind, and a failed insert undoes the change.
    await this.em().transactional(async (em) => {
      await this.writeChanges(em, memory);
      await insertPendingTask(em, this.dialect, EmailOutboxSchema.meta.tableName, queued.email, queued.at, null);
    });
  }

  async findById(id: string): Promise<Memory | null> {
    const [row] = await this.select('where "id" = ? limit 1', [id]);
    return row ? memoryFromRow(row) : null;
  }

  async findActiveByEmail(email: string): Promise<Memory[]> {
    return (await this.select(`where "status" = 'active' and "email" = ? ${OLDEST_FIRST}`, [email])).map(memoryFromRow);
  }

  async findActiveEndingBy(instant: Date): Promise<Memory[]> {
    const where = `where "status" = 'active' and "ends_at" is not null and "ends_at" <= ? ${OLDEST_FIRST}`;
    return (await this.select(where, [this.dialect.time(instant)])).map(memoryFromRow);
  }

  async findEndingBy(instant: Date): Promise<Memory[]> {
    const where = `where "status" in ('active', 'expired') and "ends_at" is not null and "ends_at" <= ? ${OLDEST_FIRST}`;
    return (await this.select(where, [this.dialect.time(instant)])).map(memoryFromRow);
  }

  async findActiveStartedOn(monthDays: readonly string[]): Promise<Memory[]> {
    if (monthDays.length === 0) return [];
    // "2023-02-14" or "2023-02-14T19:30": the month and day are characters 6 to 10 on both engines.
    const where = `where "status" = 'active' and substr("dating_since", 6, 5) in (${placeholders(monthDays)}) ${OLDEST_FIRST}`;
    return (await this.select(where, [...monthDays])).map(memoryFromRow);
  }

  async countOrders(): Promise<OrderCounts> {
    const sql =
      'select coalesce(sum("renewal_count"), 0) as "renewals", count("upgraded_at") as "upgrades", ' +
      'coalesce(sum("refunded_order_count"), 0) as "refunded" from "memories"';
    const [row] = await this.run<Record<keyof OrderCounts, number | string>>('memories: counting orders', sql, []);
    return { renewals: Number(row?.renewals ?? 0), upgrades: Number(row?.upgrades ?? 0), refunded: Number(row?.refunded ?? 0) };
  }

  async findUnpaidCreatedBefore(instant: Date): Promise<Memory[]> {
    const where = `where "status" in ('pending_payment', 'payment_failed') and "created_at" < ? ${OLDEST_FIRST}`;
    return (await this.select(where, [this.dialect.time(instant)])).map(memoryFromRow);
  }

  async findUnpaidCreatedSince(instant: Date): Promise<Memory[]> {
    const where = `where "status" in ('pending_payment', 'payment_failed') and "created_at" >= ? ${OLDEST_FIRST}`;
    return (await this.select(where, [this.dialect.time(instant)])).map(memoryFromRow);
  }

  async countUnpaidCreatedSince(instant: Date): Promise<number> {
    // Read through the (status, created_at) index: a count of the recent unpaid rows, whatever the table's size.
    const sql = `select count(*) as "n" from "memories" where "status" in ('pending_payment', 'payment_failed') and "created_at" >= ?`;
    const [row] = await this.run<{ n: number | string }>('memories: counting unpaid orders', sql, [this.dialect.time(instant)]);
    return Number(row?.n ?? 0);
  }

  async findByEmail(email: string): Promise<Memory[]> {
    return (await this.select(`where "email" = ? ${OLDEST_FIRST}`, [email])).map(memoryFromRow);
  }

  async search(filter: MemorySearch): Promise<Memory[]> {
    const { statuses, plans, email, limit } = filter;
    if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 0)) throw new RangeError('memories: search limit must be a whole number');
    if (statuses?.length === 0 || plans?.length === 0 || limit === 0) return [];
    const conditions: string[] = [];
    const params: (string | number)[] = [];
    if (email !== undefined) {
      conditions.push('"email" = ?');
      params.push(email);
    }
    if (statuses) {
      conditions.push(`"status" in (${placeholders(statuses)})`);
      params.push(...statuses);
    }
    if (plans) {
      conditions.push(`"plan" in (${placeholders(plans)})`);
      params.push(...plans);
    }
    const where = conditions.length === 0 ? '' : `where ${conditions.join(' and ')} `;
    if (limit !== undefined) params.push(limit);
    return (await this.select(`${where}${NEWEST_FIRST}${limit === undefined ? '' : ' limit ?'}`, params)).map(memoryFromRow);
  }

  async tally(): Promise<MemoryTally[]> {
    const sql =
      'select "status", "plan", "payment_outcome", count(*) as "n", coalesce(sum("price_cents"), 0) as "priced_cents", ' +
      'count(*) - count("price_cents") as "unpriced" from "memories" group by "status", "plan", "payment_outcome"';
    const rows = await this.run<TallyRow>('memories: counting', sql, []);
    return rows.map((row) => ({
      status: row.status as MemoryStatus,
      plan: row.plan as PlanId,
      paymentOutcome: paymentOutcomeFromColumn(row.payment_outcome, 'a tally'),
      count: Number(row.n),
      storedPriceCents: Number(row.priced_cents),
      unpricedCount: Number(row.unpriced),
    }));
  }

  async remove(id: string, version?: number): Promise<boolean> {
    // The page's opening counts, its started orders, its anniversaries, its replies, its delivery, its letters, its
    // question and its sky go with it (`SqlPageOpenings`, `SqlStartedOrders`, `SqlAnniversaryEmails`, `SqlPageReplies`,
    // `SqlRecipientDeliveries`, `SqlFutureLetters`, `SqlPageQuestions`, `SqlPageSkies`), and the e-mail that took it to its recipient, whose address is deleted with the page ("Entrega no dia"); only when the row
    // itself goes: the version check and the delete are one statement, so a change committed after the read (a renewal)
    // keeps the page and its counts.
    return this.em().transactional(async (em) => {
      if ((await em.nativeDelete(MemorySchema, version === undefined ? { id } : { id, version })) === 0) return false;
      await em.nativeDelete(PageOpeningSchema, { memoryId: id });
      await em.nativeDelete(StartedOrderSchema, { memoryId: id });
      await em.nativeDelete(AnniversaryEmailSchema, { memoryId: id });
      await em.nativeDelete(AnniversaryEmailsOffSchema, { memoryId: id });
      await em.nativeDelete(PageReplySchema, { memoryId: id });
      await em.nativeDelete(PageDeliverySchema, { memoryId: id });
      await em.nativeDelete(PageLetterSchema, { memoryId: id });
      await em.nativeDelete(PageQuestionSchema, { memoryId: id });
      await em.nativeDelete(PageQuestionTrySchema, { memoryId: id });
      await em.nativeDelete(PageSkySchema, { memoryId: id });
      // Its chapters' rows (`SqlPageChapters`); their photos go with the page's folder.
      await em.nativeDelete(PageChapterSchema, { memoryId: id });
      const [reason, page] = [{ reason: 'delivery' }, { memoryIds: [id] }].map((part) => JSON.stringify(part).slice(1, -1));
      const payloadHas = this.dialect.contains('"payload"');
      await em
        .getConnection()
        .execute(
          `delete from "${EmailOutboxSchema.meta.tableName}" where ${payloadHas} and ${payloadHas}`,
          [reason, page],
          'run',
          em.getTransactionContext(),
        );
      return true;
    });
  }

  async ping(): Promise<void> {
    await this.em().getConnection().execute('select 1');
  }

  private async writeChanges(em: EntityManager, memory: Memory): Promise<void> {
    const { id, version, ...changes } = toMemoryRecord(memory);
    // The WHERE on the version read makes check-and-write one atomic statement.
    const updated = await em.nativeUpdate(MemorySchema, { id, version }, { ...changes, version: version + 1 }).catch((error: unknown) => {
      throw statementError(`memories: updating ${id}`, error);
    });
    if (updated === 1) return;
    const stillThere = await em.count(MemorySchema, { id });
    throw stillThere === 0 ? new MemoryNotFoundError() : new MemoryConcurrentUpdateError();
  }

  private em() {
    return this.orm.em.fork();
  }

  private select(clauses: string, params: readonly (string | number | Date)[]): Promise<MemoryRow[]> {
    return this.run<MemoryRow>('memories: reading', `${SELECT} ${clauses}`, params);
  }

  private async run<Row>(what: string, sql: string, params: readonly (string | number | Date)[]): Promise<Row[]> {
    try {
      return await this.orm.em.getConnection().execute<Row[]>(sql, [...params], 'all');
    } catch (error) {
      throw statementError(what, error);
    }
  }
}
