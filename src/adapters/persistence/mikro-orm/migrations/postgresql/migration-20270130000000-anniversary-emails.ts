import { Migration } from '../migration.js';

/** The yearly anniversaries e-mailed and the pages that turned them off, as in the SQLite migration of the same date. */
export class Migration20270130000000AnniversaryEmails extends Migration {
  override up(): void {
    this.addSql(
      'create table "anniversary_emails" ("memory_id" varchar(255) not null, "years" int not null, "sent_at" timestamptz not null, ' +
        'constraint "anniversary_emails_pkey" primary key ("memory_id", "years"));',
    );
    this.addSql(
      'create table "anniversary_emails_off" ("memory_id" varchar(255) not null, "turned_off_at" timestamptz null, ' +
        'constraint "anniversary_emails_off_pkey" primary key ("memory_id"));',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "anniversary_emails_off";');
    this.addSql('drop table if exists "anniversary_emails";');
  }
}
