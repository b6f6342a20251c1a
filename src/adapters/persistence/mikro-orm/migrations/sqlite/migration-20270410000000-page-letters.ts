import { Migration } from '../migration.js';

/**
 * The letters for the future ("Cartas para o futuro"): each page's letters, sealed until their day. The primary key
 * starts with the page, so it serves the page's reads and deletions.
 */
export class Migration20270410000000PageLetters extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_letters` (`memory_id` text not null, `id` text not null, `title` text not null, `text` text not null, ' +
        '`opens_on` text not null, `created_at` datetime not null, `opened_at` datetime null, primary key (`memory_id`, `id`));',
    );
  }

  override down(): void {
    this.addSql('drop table `page_letters`;');
  }
}
