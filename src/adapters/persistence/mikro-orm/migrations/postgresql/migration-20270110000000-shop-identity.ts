import { Migration } from '../migration.js';

/** The shop's identity, written once and matched with the mark beside the photos at every start. As in the SQLite migration. */
export class Migration20270110000000ShopIdentity extends Migration {
  override up(): void {
    this.addSql(
      'create table "shop_identity" ("id" int not null, "shop_id" text not null, "created_at" timestamptz not null, ' +
        'constraint "shop_identity_pkey" primary key ("id"));',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "shop_identity";');
  }
}
