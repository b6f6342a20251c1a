import type { Clock } from '../../application/ports/clock.js';
import type { Database } from '../persistence/mikro-orm/open-database.js';
import { SqlJobLeases } from '../persistence/mikro-orm/sql-job-leases.js';
import { deleteExpiredRateLimitWindows, SqlRateLimiter } from '../persistence/mikro-orm/sql-rate-limiter.js';
import type { Coordination } from './runtime.js';

/** The coordination of the instances on `database`, telling time by `clock`. */
export function coordinationOver(database: Database, clock: Clock): Coordination {
  const leases = new SqlJobLeases(database);
  const now = () => clock.now().getTime();
  return {
    ...(database.dialect.name === 'postgresql'
      ? { rateLimit: (name: string, limit: number, windowMs: number) => new SqlRateLimiter(database, name, limit, windowMs, now) }
      : {}),
    claimLease: (name, at, until) => leases.claim(name, at, until),
    releaseLease: (name) => leases.release(name),
    deleteExpiredRateLimits: (at) => deleteExpiredRateLimitWindows(database, at),
  };
}
