import { Migration } from '../migration.js';

/** One row the health check rewrites, to prove that the database can still commit a write (a full disk cannot). */
export class Migration20261215000000HealthHeartbeat extends Migration {
  override up(): void {
    this.addSql('create table `health_heartbeat` (`id` integer not null primary key, `beat_at` text not null);');
  }

  override down(): void {
    this.addSql('drop table `health_heartbeat`;');
  }
}
