import { Migration } from '../migration.js';

/** The counts of openings of each page, as in the SQLite migration of the same date. */
export class Migration20261231000000PageOpenings extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_openings" ("memory_id" varchar(255) not null, "openings" int not null default 0, ' +
        '"first_opened_at" timestamptz null, "last_opened_at" timestamptz null, "emails_off" boolean not null default false, ' +
        'constraint "page_openings_pkey" primary key ("memory_id"));',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "page_openings";');
  }
}
