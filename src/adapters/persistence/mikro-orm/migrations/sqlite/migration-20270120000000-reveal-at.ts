import { Migration } from '../migration.js';

/** The day a page opens to its visitors (a "reveal date"); null for every page so far: public once paid. */
export class Migration20270120000000RevealAt extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `reveal_at` datetime null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `reveal_at`;');
  }
}
