import { Migration } from '../migration.js';

/** The durable queue of the work an outcome leaves for later (a paid page's AVIF copies). As in the SQLite migration. */
export class Migration20270310000000BackgroundTasks extends Migration {
  override up(): void {
    this.addSql(
      'create table "background_tasks" ("id" serial primary key, "payload" text not null, "dedup_key" varchar(255) null, ' +
        '"status" varchar(255) not null, "attempts" int not null default 0, "created_at" timestamptz not null, ' +
        '"next_attempt_at" timestamptz null, "finished_at" timestamptz null, "last_error" text null, "lease_owner" text null);',
    );
    this.addSql('create index "background_tasks_status_next_attempt_at_index" on "background_tasks" ("status", "next_attempt_at");');
    this.addSql(
      'create unique index "background_tasks_pending_dedup_key_unique" on "background_tasks" ("dedup_key") where "status" = \'pending\';',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "background_tasks";');
  }
}
