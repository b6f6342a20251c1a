import { Migration } from '../migration.js';

/** "Nossa história": a page's moments as JSON text; null for every page so far. As in the SQLite migration. */
export class Migration20270214000000StoryMoments extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "story" text null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "story";');
  }
}
