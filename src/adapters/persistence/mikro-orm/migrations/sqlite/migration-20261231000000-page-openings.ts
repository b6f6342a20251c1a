import { Migration } from '../migration.js';

/** How often each page was opened, first and last, and whether its buyer turned the "opened" e-mail off. */
export class Migration20261231000000PageOpenings extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_openings` (`memory_id` text not null primary key, `openings` integer not null default 0, ' +
        '`first_opened_at` datetime null, `last_opened_at` datetime null, `emails_off` integer not null default false);',
    );
  }

  override down(): void {
    this.addSql('drop table `page_openings`;');
  }
}
