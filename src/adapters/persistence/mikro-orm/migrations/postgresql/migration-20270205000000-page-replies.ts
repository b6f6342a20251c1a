import { Migration } from '../migration.js';

/** The replies visitors send to a page, and the owner's switch that turns them off. As in the SQLite migration. */
export class Migration20270205000000PageReplies extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_replies" ("id" varchar(255) not null, "memory_id" varchar(255) not null, "note" text null, ' +
        '"client_key" varchar(255) not null, "created_at" timestamptz not null, constraint "page_replies_pkey" primary key ("id"));',
    );
    this.addSql('create index "page_replies_memory_id_index" on "page_replies" ("memory_id");');
    this.addSql('alter table "memories" add column "replies_enabled" int not null default 1;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "replies_enabled";');
    this.addSql('drop table if exists "page_replies";');
  }
}
