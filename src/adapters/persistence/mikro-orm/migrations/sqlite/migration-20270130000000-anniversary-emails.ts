import { Migration } from '../migration.js';

/** The yearly anniversaries e-mailed to each page's buyer (one row per anniversary), and the pages that turned them off. */
export class Migration20270130000000AnniversaryEmails extends Migration {
  override up(): void {
    this.addSql(
      'create table `anniversary_emails` (`memory_id` text not null, `years` integer not null, `sent_at` datetime not null, ' +
        'primary key (`memory_id`, `years`));',
    );
    this.addSql('create table `anniversary_emails_off` (`memory_id` text not null primary key, `turned_off_at` datetime null);');
  }

  override down(): void {
    this.addSql('drop table `anniversary_emails_off`;');
    this.addSql('drop table `anniversary_emails`;');
  }
}
