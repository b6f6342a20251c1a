import { Migration } from '../migration.js';

/**
 * The hash of the key the ordering browser keeps, for a short while, to correct a mistyped buyer address. Orders placed
 * before have none: they cannot be corrected this way (support's tools still can).
 */
export class Migration20261220000000EmailCorrectionKey extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `email_correction_key_hash` text null;');
  }

  override down(): void {
    this.addSql('alter table `memories` drop column `email_correction_key_hash`;');
  }
}
