import { Migration } from '../migration.js';

/** The rate limits' counters and the periodic jobs' leases, as in the SQLite migration of the same date. */
export class Migration20261226000000SharedLimitsAndLeases extends Migration {
  override up(): void {
    this.addSql(
      'create table "rate_limit_hits" ("limiter" text not null, "key" text not null, "window_start" timestamptz not null, ' +
        '"hits" int not null, "expires_at" timestamptz not null, ' +
        'constraint "rate_limit_hits_pkey" primary key ("limiter", "key", "window_start"));',
    );
    this.addSql('create index "rate_limit_hits_expires_at_index" on "rate_limit_hits" ("expires_at");');
    this.addSql('create table "job_leases" ("name" text not null, "holder" text not null, "until" timestamptz not null, constraint "job_leases_pkey" primary key ("name"));');
  }

  override down(): void {
    this.addSql('drop table if exists "job_leases";');
    this.addSql('drop table if exists "rate_limit_hits";');
  }
}
