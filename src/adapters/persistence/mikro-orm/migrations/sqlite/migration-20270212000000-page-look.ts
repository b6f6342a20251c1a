import { Migration } from '../migration.js';

/** A page's palette and falling emoji, by name; null for every page so far, read as the defaults (rose, hearts). */
export class Migration20270212000000PageLook extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `palette` text null;');
    this.addSql('alter table `memories` add column `falling_emoji` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `palette`;');
    this.addSql('alter table `memories` drop column `falling_emoji`;');
  }
}
