import { Migration } from '../migration.js';

/** "Um áudio seu": the stored path of a page's voice message; null for every page so far. */
export class Migration20270503000000Voice extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `voice` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `voice`;');
  }
}
