import { Migration } from '../migration.js';

/**
 * "Um novo capítulo": each page's chapters, one per year from its anniversary on. The primary key starts with the page,
 * so it serves the page's reads and deletions, and keeps one chapter a year.
 */
export class Migration20270502000000PageChapters extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_chapters` (`memory_id` text not null, `year` integer not null, `title` text not null, `text` text not null, ' +
        '`photos` text not null, `created_at` datetime not null, `updated_at` datetime not null, primary key (`memory_id`, `year`));',
    );
  }

  override down(): void {
    this.addSql('drop table `page_chapters`;');
  }
}
