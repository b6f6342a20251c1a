import { Migration } from '../migration.js';

/** The music video's title and channel as YouTube gives them; null for every page so far (its song is not named). */
export class Migration20270125000000MusicInfo extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `music_title` text null;');
    this.addSql('alter table `memories` add column `music_channel` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `music_title`;');
    this.addSql('alter table `memories` drop column `music_channel`;');
  }
}
