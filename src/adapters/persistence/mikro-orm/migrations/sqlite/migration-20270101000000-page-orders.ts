import { Migration } from '../migration.js';

/**
 * The renewals and upgrades whose checkout was opened, so that a payment whose notification was lost is found, and how
 * many of a page's orders were refunded (support stats).
 * Kept apart from the page's row so that opening a checkout never changes the page.
 */
export class Migration20270101000000PageOrders extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_orders` (`order_id` text not null primary key, `memory_id` text not null, `kind` text not null, ' +
        '`started_at` datetime not null);',
    );
    this.addSql('alter table `memories` add column `refunded_order_count` integer not null default 0;');
    this.addSql('create index `page_orders_memory_id_index` on `page_orders` (`memory_id`);');
    this.addSql('create index `page_orders_started_at_index` on `page_orders` (`started_at`);');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `refunded_order_count`;');
    this.addSql('drop table `page_orders`;');
  }
}
