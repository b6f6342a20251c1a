import { Migration } from '../migration.js';

/**
 * The replies visitors send to a page ("Responder com carinho"), with a keyed digest of their address rather than the
 * address, and the owner's switch that turns them off (on for every page so far).
 */
export class Migration20270205000000PageReplies extends Migration {
  override up(): void {
    this.addSql(
      'create table `page_replies` (`id` text not null primary key, `memory_id` text not null, `note` text null, ' +
        '`client_key` text not null, `created_at` datetime not null);',
    );
    this.addSql('create index `page_replies_memory_id_index` on `page_replies` (`memory_id`);');
    this.addSql('alter table `memories` add column `replies_enabled` integer not null default 1;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `replies_enabled`;');
    this.addSql('drop table `page_replies`;');
  }
}
