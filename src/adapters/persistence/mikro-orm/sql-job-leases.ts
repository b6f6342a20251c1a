import { leaseOwnerIsGone, PROCESS_LEASE_OWNER } from '../lease-owner.js';
import type { SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

type Param = string | number | Date;

/**
 * Leases of periodic jobs in the database, so that among the instances on it one runs each round. A lease is claimed
 * by one statement: it is created, or taken over once its time is over (its holder finished its round, or died in it
 * on another machine). A holder certainly gone (a killed process of this host, as `leaseOwnerIsGone` tells) is replaced
 * at once, so that a restarted server does its start-up round; only one of several claimants replaces it.
 */
export class SqlJobLeases {
  private readonly holder: string;
  private readonly ownerIsGone: (owner: string) => boolean;

  constructor(
    private readonly database: SqlDatabase,
    options: { readonly holder?: string; readonly ownerIsGone?: (owner: string) => boolean } = {},
  ) {
    this.holder = options.holder ?? PROCESS_LEASE_OWNER;
    this.ownerIsGone = options.ownerIsGone ?? ((owner) => leaseOwnerIsGone(owner, this.holder));
  }

  /** Takes the lease of `name` until `until` when nobody holds it at `now`; resolves to whether it was taken. */
  async claim(name: string, now: Date, until: Date): Promise<boolean> {
    const { dialect } = this.database;
    const claimed = await this.run<{ holder: string }>(
      name,
      'insert into "job_leases" ("name", "holder", "until") values (?, ?, ?) ' +
        'on conflict ("name") do update set "holder" = excluded."holder", "until" = excluded."until" ' +
        'where "job_leases"."until" <= ? returning "holder"',
      [name, this.holder, dialect.time(until), dialect.time(now)],
    );
    if (claimed.length > 0) return true;
    const [held] = await this.run<{ holder: string }>(name, 'select "holder" from "job_leases" where "name" = ?', [name]);
    if (!held || !this.ownerIsGone(held.holder)) return false;
    const replaced = await this.run<{ holder: string }>(
      name,
      'update "job_leases" set "holder" = ?, "until" = ? where "name" = ? and "holder" = ? returning "holder"',
      [this.holder, dialect.time(until), name, held.holder],
    );
    return replaced.length > 0;
  }

  /**
   * Gives up the lease of `name` if this process holds it (a graceful shutdown): the next start, here or on another
   * instance, does its round at once instead of waiting for the lease to run out. A round may then run twice in one
   * period, which the chores allow (each does only what is due).
   */
  async release(name: string): Promise<void> {
    await this.run(name, 'delete from "job_leases" where "name" = ? and "holder" = ?', [name, this.holder]);
  }

  private async run<Row>(name: string, sql: string, params: Param[]): Promise<Row[]> {
    try {
      return await this.database.orm.em.getConnection().execute<Row[]>(sql, params, 'all');
    } catch (error) {
      throw statementError(`claiming the lease of ${name}`, error);
    }
  }
}
