import { Migration } from '../migration.js';

/** The widths each photo also has in AVIF, as JSON text. As in the SQLite migration. */
export class Migration20270221000000PhotoAvifWidths extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "photo_avif_widths" text null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "photo_avif_widths";');
  }
}
