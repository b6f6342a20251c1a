import { Migration } from '../migration.js';

/**
 * What several instances on one database share: the rate limits' fixed-window counters (one row per limiter, key and
 * window, removed by the hourly housekeeping once the window is over) and the leases that let one instance run a
 * periodic job per period.
 */
export class Migration20261226000000SharedLimitsAndLeases extends Migration {
  override up(): void {
    this.addSql(
      'create table `rate_limit_hits` (`limiter` text not null, `key` text not null, `window_start` datetime not null, ' +
        '`hits` integer not null, `expires_at` datetime not null, primary key (`limiter`, `key`, `window_start`));',
    );
    this.addSql('create index `rate_limit_hits_expires_at_index` on `rate_limit_hits` (`expires_at`);');
    this.addSql('create table `job_leases` (`name` text not null primary key, `holder` text not null, `until` datetime not null);');
  }

  override down(): void {
    this.addSql('drop table `job_leases`;');
    this.addSql('drop table `rate_limit_hits`;');
  }
}
