import { Migration } from '../migration.js';

/** "Um novo capítulo". As in the SQLite migration. */
export class Migration20270502000000PageChapters extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_chapters" ("memory_id" varchar(255) not null, "year" int not null, "title" varchar(255) not null, ' +
        '"text" text not null, "photos" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, ' +
        'constraint "page_chapters_pkey" primary key ("memory_id", "year"));',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "page_chapters";');
  }
}
