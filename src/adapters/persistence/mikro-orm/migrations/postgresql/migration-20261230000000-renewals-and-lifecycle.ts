import { Migration } from '../migration.js';

/** Renewals, upgrades and lifecycle notices of a page, as in the SQLite migration of the same date. */
export class Migration20261230000000RenewalsAndLifecycle extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "orders" text null;');
    this.addSql('alter table "memories" add column "renewal_count" int not null default 0;');
    this.addSql('alter table "memories" add column "upgraded_at" timestamptz null;');
    this.addSql('alter table "memories" add column "lifecycle_notice" varchar(255) null;');
    this.addSql('alter table "memories" add column "lifecycle_notice_at" timestamptz null;');
  }

  override down(): void {
    for (const column of ['lifecycle_notice_at', 'lifecycle_notice', 'upgraded_at', 'renewal_count', 'orders']) {
      this.addSql(`alter table "memories" drop column "${column}";`);
    }
  }
}
