import type { SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

/**
 * Leases of periodic jobs in the database, so that among the instances on it one runs each round. A lease is claimed
 * by one statement: it is created, or taken over once its time is over (its holder finished its round, or died in it).
 */
export class SqlJobLeases {
  constructor(
    private readonly database: SqlDatabase,
    /** Recorded as the holder of the leases this instance takes. */
    private readonly holder: string,
  ) {}

  /** Takes the lease of `name` until `until` when nobody holds it at `now`; resolves to whether it was taken. */
  async claim(name: string, now: Date, until: Date): Promise<boolean> {
    const { orm, dialect } = this.database;
    const rows = await orm.em
      .getConnection()
      .execute<{ holder: string }[]>(
        'insert into "job_leases" ("name", "holder", "until") values (?, ?, ?) ' +
          'on conflict ("name") do update set "holder" = excluded."holder", "until" = excluded."until" ' +
          'where "job_leases"."until" <= ? returning "holder"',
        [name, this.holder, dialect.time(until), dialect.time(now)],
        'all',
      )
      .catch((error: unknown) => {
        throw statementError(`claiming the lease of ${name}`, error);
      });
    return rows.length > 0;
  }
}
