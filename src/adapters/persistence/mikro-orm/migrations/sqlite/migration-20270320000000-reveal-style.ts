import { Migration } from '../migration.js';

/** How the recipient opens a page, by name; null for every page so far, read as the tap. */
export class Migration20270320000000RevealStyle extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `reveal_style` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `reveal_style`;');
  }
}
