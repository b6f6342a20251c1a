import { Migration } from '../migration.js';

/**
 * Renewals and upgrades paid for a page (as JSON, with their count and the upgrade's time for the support stats), and
 * the last lifecycle notice its buyer was sent (a month, a week before the end, on the day, before removal).
 */
export class Migration20261230000000RenewalsAndLifecycle extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `orders` text null;');
    this.addSql('alter table `memories` add column `renewal_count` integer not null default 0;');
    this.addSql('alter table `memories` add column `upgraded_at` datetime null;');
    this.addSql('alter table `memories` add column `lifecycle_notice` text null;');
    this.addSql('alter table `memories` add column `lifecycle_notice_at` datetime null;');
  }

  override down(): void {
    for (const column of ['lifecycle_notice_at', 'lifecycle_notice', 'upgraded_at', 'renewal_count', 'orders']) {
      this.addSql(`alter table \`memories\` drop column \`${column}\`;`);
    }
  }
}
