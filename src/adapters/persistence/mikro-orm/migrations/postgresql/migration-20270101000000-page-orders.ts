import { Migration } from '../migration.js';

/**
 * The renewals and upgrades whose checkout was opened, so that a payment whose notification was lost is found, and how
 * many of a page's orders were refunded (support stats). As in the SQLite migration of the same date.
 */
export class Migration20270101000000PageOrders extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_orders" ("order_id" varchar(255) not null, "memory_id" varchar(255) not null, "kind" varchar(255) not null, ' +
        '"started_at" timestamptz not null, constraint "page_orders_pkey" primary key ("order_id"));',
    );
    this.addSql('alter table "memories" add column "refunded_order_count" int not null default 0;');
    this.addSql('create index "page_orders_memory_id_index" on "page_orders" ("memory_id");');
    this.addSql('create index "page_orders_started_at_index" on "page_orders" ("started_at");');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "refunded_order_count";');
    this.addSql('drop table if exists "page_orders";');
  }
}
