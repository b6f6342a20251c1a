import { Migration } from '../migration.js';

/**
 * Each photo's tiny placeholder (a `data:` URI of a few hundred bytes, by the photo's stored path, as JSON text), the
 * blur shown behind the photo; null for every page so far (`memories-cli photo-variants` makes theirs).
 */
export class Migration20270210000000PhotoPlaceholders extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `photo_placeholders` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `photo_placeholders`;');
  }
}
