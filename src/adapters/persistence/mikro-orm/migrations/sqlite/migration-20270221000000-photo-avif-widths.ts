import { Migration } from '../migration.js';

/**
 * The widths each photo also has in AVIF (a JSON object of width lists, by the photo's stored path), made after the
 * page is paid for; null for every page so far (`memories-cli photo-variants` makes theirs).
 */
export class Migration20270221000000PhotoAvifWidths extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `photo_avif_widths` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `photo_avif_widths`;');
  }
}
