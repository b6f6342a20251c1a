import { Migration } from '../migration.js';

/** "O céu daquela noite". As in the SQLite migration. */
export class Migration20270501000000PageSkies extends Migration {
  override up(): void {
    this.addSql(
      'create table "page_skies" ("memory_id" varchar(255) not null, "place_name" varchar(255) not null, ' +
        '"latitude" double precision not null, "longitude" double precision not null, "time_zone" varchar(255) not null, ' +
        'constraint "page_skies_pkey" primary key ("memory_id"));',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "page_skies";');
  }
}
