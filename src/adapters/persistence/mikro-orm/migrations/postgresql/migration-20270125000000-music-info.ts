import { Migration } from '../migration.js';

/** The music video's title and channel as YouTube gives them. As in the SQLite migration. */
export class Migration20270125000000MusicInfo extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "music_title" varchar(255) null;');
    this.addSql('alter table "memories" add column "music_channel" varchar(255) null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "music_title";');
    this.addSql('alter table "memories" drop column "music_channel";');
  }
}
