import { Migration } from '../migration.js';

/** The deliveries on the day ("Entrega no dia"): the recipient's address and whether the e-mail went out, per page. */
export class Migration20270401000000PageDeliveries extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_deliveries` (`memory_id` text not null primary key, `recipient_email` text not null, ' +
        '`status` text not null, `created_at` datetime not null, `sent_at` datetime null, `cancelled_at` datetime null);',
    );
    this.addSql('create index `page_deliveries_status_index` on `page_deliveries` (`status`);');
  }

  override down(): void {
    this.addSql('drop table `page_deliveries`;');
  }
}
