import { Migration } from '../migration.js';

/** Each photo's tiny placeholder, as JSON text. As in the SQLite migration. */
export class Migration20270210000000PhotoPlaceholders extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "photo_placeholders" text null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "photo_placeholders";');
  }
}
