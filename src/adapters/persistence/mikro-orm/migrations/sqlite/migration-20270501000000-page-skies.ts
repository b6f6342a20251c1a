import { Migration } from '../migration.js';

/** "O céu daquela noite": where each page's couple were when it began, one row per page that shows its sky. */
export class Migration20270501000000PageSkies extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_skies` (`memory_id` text not null, `place_name` text not null, `latitude` double not null, ' +
        '`longitude` double not null, `time_zone` text not null, primary key (`memory_id`));',
    );
  }

  override down(): void {
    this.addSql('drop table `page_skies`;');
  }
}
