import { instantFrom, quote, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';
import { EmailOutboxSchema, PaymentNotificationSchema } from './task-queue.schema.js';

/** A durable queue's backlog: tasks still to do, tasks given up, and when the oldest still to do was queued. */
export interface QueueBacklog {
  readonly pending: number;
  readonly failed: number;
  readonly oldestPendingAt: Date | null;
}

const QUEUE_TABLES = { email: EmailOutboxSchema.meta.tableName, payment_notification: PaymentNotificationSchema.meta.tableName } as const;

/**
 * The shop-wide figures the metrics show, read from the database so that every instance answers the same. Each is one
 * statement an index answers (`status` leads an index of each table): cheap enough to run at every scrape.
 */
export class SqlShopFigures {
  constructor(private readonly database: SqlDatabase) {}

  /** Pages per status (`pending_payment`, `active`, …); a status no page has is absent. */
  async pagesByStatus(): Promise<Record<string, number>> {
    const rows = await this.run<{ status: string; n: number | string }>(
      'counting pages by status',
      'select "status", count(*) as "n" from "memories" group by "status"',
    );
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  }

  async queueBacklog(queue: keyof typeof QUEUE_TABLES): Promise<QueueBacklog> {
    const table = quote(QUEUE_TABLES[queue]);
    const [pending] = await this.run<{ n: number | string; oldest: number | string | Date | null }>(
      `reading the ${queue} queue's backlog`,
      `select count(*) as "n", min("created_at") as "oldest" from ${table} where "status" = 'pending'`,
    );
    const [failed] = await this.run<{ n: number | string }>(
      `counting the ${queue} queue's failed tasks`,
      `select count(*) as "n" from ${table} where "status" = 'failed'`,
    );
    return {
      pending: Number(pending?.n ?? 0),
      failed: Number(failed?.n ?? 0),
      oldestPendingAt:
        pending?.oldest === null || pending?.oldest === undefined ? null : instantFrom(pending.oldest, `${QUEUE_TABLES[queue]}.created_at`),
    };
  }

  private async run<Row>(what: string, sql: string): Promise<Row[]> {
    try {
      return await this.database.orm.em.fork().getConnection().execute<Row[]>(sql, [], 'all');
    } catch (error) {
      throw statementError(what, error);
    }
  }
}
