import { Migration } from '../migration.js';

/** The shop's identity, written once and matched with the mark beside the photos at every start. */
export class Migration20270110000000ShopIdentity extends Migration {
  override up(): void {
    this.addSql('create table `shop_identity` (`id` integer not null primary key, `shop_id` text not null, `created_at` datetime not null);');
  }

  override down(): void {
    this.addSql('drop table `shop_identity`;');
  }
}
