import { Migration } from '../migration.js';

/** What a page's first purchase costs, as the shop priced it when ordered; null for every page so far (the spec's price). */
export class Migration20270301000000PriceCents extends Migration {
  override up(): void {
    this.addSql('alter table "memories" add column "price_cents" int null;');
  }

  override down(): void {
    this.addSql('alter table "memories" drop column "price_cents";');
  }
}
