import { Migration } from '../migration.js';

/** The deliveries on the day. As in the SQLite migration. */
export class Migration20270401000000PageDeliveries extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_deliveries" ("memory_id" varchar(255) not null, "recipient_email" varchar(255) not null, ' +
        '"status" varchar(255) not null, "created_at" timestamptz not null, "sent_at" timestamptz null, "cancelled_at" timestamptz null, ' +
        'constraint "page_deliveries_pkey" primary key ("memory_id"));',
    );
    this.addSql('create index "page_deliveries_status_index" on "page_deliveries" ("status");');
  }

  override down(): void {
    this.addSql('drop table if exists "page_deliveries";');
  }
}
