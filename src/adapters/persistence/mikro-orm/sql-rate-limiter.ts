import { createHash } from 'node:crypto';
import type { SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

/**
 * Fixed-window counters in the database, so that every instance on it counts against the same limit. Windows are
 * aligned on multiples of `windowMs`; each hit is one statement that creates the window's row or adds one to it only
 * while it is under the limit, so a refused hit is not counted and costs the same however often it is tried. Keys are
 * stored as digests (they are addresses and IPs). The housekeeping removes the rows of windows that are over
 * (`deleteExpiredRateLimitWindows`).
 */
export class SqlRateLimiter {
  constructor(
    private readonly database: SqlDatabase,
    /** The limiter's name, so several limiters share the table. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts a hit when it is allowed; resolves to the seconds to wait when the key is over its limit, or 0 when allowed. */
  async hit(key: string): Promise<number> {
    const now = this.now();
    const windowStart = now - (now % this.windowMs);
    const windowEnd = windowStart + this.windowMs;
    const { orm, dialect } = this.database;
    const rows = await orm.em
      .getConnection()
      .execute<{ hits: number }[]>(
        'insert into "rate_limit_hits" ("limiter", "key", "window_start", "hits", "expires_at") values (?, ?, ?, 1, ?) ' +
          'on conflict ("limiter", "key", "window_start") do update set "hits" = "rate_limit_hits"."hits" + 1 ' +
          'where "rate_limit_hits"."hits" < ? returning "hits"',
        [this.name, digest(key), dialect.time(new Date(windowStart)), dialect.time(new Date(windowEnd)), this.limit],
        'all',
      )
      .catch((error: unknown) => {
        throw statementError(`rate limiter ${this.name}`, error);
      });
    return rows.length > 0 ? 0 : Math.max(1, Math.ceil((windowEnd - now) / 1000));
  }
}

/** Removes the counters of every window over at `now`; resolves to how many rows went. */
export async function deleteExpiredRateLimitWindows({ orm, dialect }: SqlDatabase, now: Date): Promise<number> {
  try {
    const result = await orm.em
      .getConnection()
      .execute<{ affectedRows: number }>('delete from "rate_limit_hits" where "expires_at" <= ?', [dialect.time(now)], 'run');
    return Number(result.affectedRows);
  } catch (error) {
    throw statementError('removing old rate limit windows', error);
  }
}

function digest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
