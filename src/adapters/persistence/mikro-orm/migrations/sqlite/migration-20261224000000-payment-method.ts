import { Migration } from '../migration.js';

/** How the payment that published a page was made (pix, card, demo, other), for the receipt in the buyer's e-mail. */
export class Migration20261224000000PaymentMethod extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `payment_method` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `payment_method`;');
  }
}
