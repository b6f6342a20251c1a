import { Migration } from '../migration.js';

/** The letters for the future. As in the SQLite migration. */
export class Migration20270410000000PageLetters extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_letters" ("memory_id" varchar(255) not null, "id" varchar(255) not null, "title" varchar(255) not null, ' +
        '"text" text not null, "opens_on" varchar(255) not null, "created_at" timestamptz not null, "opened_at" timestamptz null, ' +
        'constraint "page_letters_pkey" primary key ("memory_id", "id"));',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "page_letters";');
  }
}
