import { Migration } from '../migration.js';

/** The day a page opens to its visitors (a "reveal date"). As in the SQLite migration. */
export class Migration20270120000000RevealAt extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "reveal_at" timestamptz null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "reveal_at";');
  }
}
