import { Migration } from '../migration.js';

/** How the recipient opens a page, by name. As in the SQLite migration. */
export class Migration20270320000000RevealStyle extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "reveal_style" varchar(255) null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "reveal_style";');
  }
}
