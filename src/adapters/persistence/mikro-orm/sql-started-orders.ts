import type { StartedOrder, StartedOrders } from '../../../application/ports/started-orders.js';
import { PAGE_ORDER_KINDS, type PageOrderKind } from '../../../domain/renewal/page-orders.js';
import { instantFrom, type SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

interface StartedOrderRow {
  readonly order_id: string;
  readonly memory_id: string;
  readonly kind: string;
  readonly started_at: number | string | Date;
}

const SELECT = 'select "order_id", "memory_id", "kind", "started_at" from "page_orders"';
const OLDEST_FIRST = 'order by "started_at" asc, "order_id" asc';

/** The `page_orders` table: one `insert … on conflict do nothing` per opened checkout. */
export class SqlStartedOrders implements StartedOrders {
  constructor(private readonly database: SqlDatabase) {}

  async record(order: StartedOrder): Promise<void> {
    await this.run(
      'recording an order',
      'insert into "page_orders" ("order_id", "memory_id", "kind", "started_at") values (?, ?, ?, ?) on conflict ("order_id") do nothing',
      [order.orderId, order.memoryId, order.kind, this.database.dialect.time(order.startedAt)],
    );
  }

  async startedSince(instant: Date): Promise<StartedOrder[]> {
    const rows = await this.run<StartedOrderRow>('reading orders', `${SELECT} where "started_at" >= ? ${OLDEST_FIRST}`, [
      this.database.dialect.time(instant),
    ]);
    return rows.map(startedOrderFromRow);
  }

  async ofMemory(memoryId: string): Promise<StartedOrder[]> {
    return (await this.run<StartedOrderRow>('reading orders', `${SELECT} where "memory_id" = ? ${OLDEST_FIRST}`, [memoryId])).map(
      startedOrderFromRow,
    );
  }

  async count(): Promise<number> {
    const [row] = await this.run<{ n: number | string }>('counting orders', 'select count(*) as "n" from "page_orders"', []);
    return Number(row?.n ?? 0);
  }

  private async run<Row>(what: string, sql: string, params: readonly (string | number | Date)[]): Promise<Row[]> {
    try {
      return await this.database.orm.em.getConnection().execute<Row[]>(sql, [...params], 'all');
    } catch (error) {
      throw statementError(`page_orders: ${what}`, error);
    }
  }
}

function startedOrderFromRow(row: StartedOrderRow): StartedOrder {
  if (!(PAGE_ORDER_KINDS as readonly string[]).includes(row.kind)) throw new Error(`page_orders.kind of ${row.order_id} is not a known kind`);
  return {
    orderId: row.order_id,
    memoryId: row.memory_id,
    kind: row.kind as PageOrderKind,
    startedAt: instantFrom(row.started_at, 'page_orders.started_at'),
  };
}
