import type { ShopIdentityRecord } from '../../../application/ports/shop-identity.js';
import type { SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

/** The shop's identity in its one-row table: written once, by whichever instance or command comes first. */
export class SqlShopIdentity implements ShopIdentityRecord {
  constructor(
    private readonly database: SqlDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async read(): Promise<string | null> {
    const [row] = await this.run<{ shop_id: string }>('select "shop_id" from "shop_identity" where "id" = 1', []);
    return row?.shop_id ?? null;
  }

  async claim(id: string): Promise<string> {
    await this.run('insert into "shop_identity" ("id", "shop_id", "created_at") values (1, ?, ?) on conflict ("id") do nothing', [
      id,
      this.database.dialect.time(this.now()),
    ]);
    const held = await this.read();
    if (held === null) throw new Error('shop identity: the row just written is not there');
    return held;
  }

  private async run<Row>(sql: string, params: (string | number | Date)[]): Promise<Row[]> {
    try {
      return await this.database.orm.em.fork().getConnection().execute<Row[]>(sql, params, 'all');
    } catch (error) {
      throw statementError('shop identity', error);
    }
  }
}
