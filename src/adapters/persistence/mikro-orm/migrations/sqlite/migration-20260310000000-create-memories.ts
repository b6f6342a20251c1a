import { Migration } from '../migration.js';

export class Migration20260310000000CreateMemories extends Migration {
  override up(): void {
    this.addSql(
      'create table `memories` (' +
        '`id` text not null, ' +
        '`slug` text not null, ' +
        '`your_name` text not null, ' +
        '`loved_name` text not null, ' +
        '`dating_since` text not null, ' +
        '`message` text not null, ' +
        '`plan` text not null, ' +
        '`youtube` text null, ' +
        '`email` text not null, ' +
        '`photos` text not null, ' +
        '`status` text not null, ' +
        '`created_at` datetime not null, ' +
        '`updated_at` datetime not null, ' +
        '`paid_at` datetime null, ' +
        '`ends_at` datetime null, ' +
        '`payment_id` text null, ' +
        '`edit_token_version` integer not null, ' +
        '`version` integer not null, ' +
        'primary key (`id`));',
    );
    this.addSql('create index `memories_email_index` on `memories` (`email`);');
    this.addSql('create index `memories_status_ends_at_index` on `memories` (`status`, `ends_at`);');
    this.addSql('create index `memories_status_created_at_index` on `memories` (`status`, `created_at`);');
  }

  override down(): void {
    this.addSql('drop table if exists `memories`;');
  }
}
