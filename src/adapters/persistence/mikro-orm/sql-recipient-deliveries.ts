import type { EntityManager } from '@mikro-orm/core';
import type { DeliveryStatus, RecipientDelivery } from '../../../domain/delivery/recipient-delivery.js';
import type { Email } from '../../../domain/memory/email.js';
import type { QueuedEmail } from '../../../application/ports/email-outbox.js';
import type { RecipientDeliveries } from '../../../application/ports/recipient-deliveries.js';
import { executeIn, markOnceQueuing, type Param } from './mark-once.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';

interface DeliveryRow {
  readonly memory_id: string;
  readonly recipient_email: string;
  readonly status: string;
  readonly created_at: number | string | Date;
  readonly sent_at: number | string | Date | null;
  readonly cancelled_at: number | string | Date | null;
}

const STATUSES: readonly DeliveryStatus[] = ['scheduled', 'sent', 'cancelled'];
const COLUMNS = '"memory_id", "recipient_email", "status", "created_at", "sent_at", "cancelled_at"';

/**
 * The `page_deliveries` table. `markSent` is one conditional `update … where "status" = 'scheduled'` and the inserts of
 * its e-mails in one transaction: SQLite runs it under its write lock, and on PostgreSQL a second worker's update waits
 * for the first one's row and then finds it sent, so the e-mails are queued once whatever the instances do.
 */
export class SqlRecipientDeliveries implements RecipientDeliveries {
  constructor(private readonly database: SqlDatabase) {}

  async find(memoryId: string): Promise<RecipientDelivery | null> {
    const [row] = await this.run<DeliveryRow>(
      this.database.orm.em.fork(),
      'reading a delivery',
      `select ${COLUMNS} from "page_deliveries" where "memory_id" = ?`,
      [memoryId],
    );
    return row ? deliveryFrom(row) : null;
  }

  async save(delivery: RecipientDelivery): Promise<void> {
    const time = (instant: Date | null) => (instant === null ? null : this.database.dialect.time(instant));
    await this.run(
      this.database.orm.em.fork(),
      'saving a delivery',
      `insert into "page_deliveries" (${COLUMNS}) values (?, ?, ?, ?, ?, ?) on conflict ("memory_id") do update set ` +
        '"recipient_email" = excluded."recipient_email", "status" = excluded."status", "sent_at" = excluded."sent_at", ' +
        '"cancelled_at" = excluded."cancelled_at"',
      [delivery.memoryId, delivery.to, delivery.status, time(delivery.createdAt), time(delivery.sentAt), time(delivery.cancelledAt)],
    );
  }

  async dueBy(now: Date, limit: number): Promise<string[]> {
    const rows = await this.run<{ memory_id: string }>(
      this.database.orm.em.fork(),
      'finding deliveries due',
      'select "d"."memory_id" from "page_deliveries" as "d" join "memories" as "m" on "m"."id" = "d"."memory_id" ' +
        `where "d"."status" = 'scheduled' and ("m"."reveal_at" is null or ("m"."status" = 'active' and "m"."reveal_at" <= ?)) ` +
        'order by "m"."reveal_at" is not null, "m"."reveal_at", "d"."memory_id" limit ?',
      [this.database.dialect.time(now), limit],
    );
    return rows.map((row) => row.memory_id);
  }

  async markSent(memoryId: string, at: Date, emails: readonly QueuedEmail[]): Promise<boolean> {
    const mark = {
      what: 'page_deliveries: marking a delivery sent',
      sql: `update "page_deliveries" set "status" = 'sent', "sent_at" = ? where "memory_id" = ? and "status" = 'scheduled' returning "memory_id"`,
      params: [this.database.dialect.time(at), memoryId],
    };
    return markOnceQueuing(this.database, mark, emails, (email) => `${email.reason}-${memoryId}`);
  }

  private run<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
    return executeIn<Row>(em, `page_deliveries: ${what}`, sql, params);
  }
}

function deliveryFrom(row: DeliveryRow): RecipientDelivery {
  const status = STATUSES.find((known) => known === row.status);
  if (!status) throw new Error(`page_deliveries: unknown status for page ${row.memory_id}`);
  const instant = (value: number | string | Date | null, column: string) => (value === null ? null : instantFrom(value, `page_deliveries.${column}`));
  return {
    memoryId: row.memory_id,
    to: row.recipient_email as Email,
    status,
    createdAt: instantFrom(row.created_at, 'page_deliveries.created_at'),
    sentAt: instant(row.sent_at, 'sent_at'),
    cancelledAt: instant(row.cancelled_at, 'cancelled_at'),
  };
}
