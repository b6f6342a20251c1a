import { Migration } from '../migration.js';

/** A page's palette and falling emoji, by name. As in the SQLite migration. */
export class Migration20270212000000PageLook extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "palette" varchar(255) null;');
    this.addSql('alter table "memories" add column "falling_emoji" varchar(255) null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "palette";');
    this.addSql('alter table "memories" drop column "falling_emoji";');
  }
}
