import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../src/adapters/persistence/mikro-orm/sql-dialect.js';
import { SqlJobLeases } from '../../src/adapters/persistence/mikro-orm/sql-job-leases.js';
import { deleteExpiredRateLimitWindows, SqlRateLimiter } from '../../src/adapters/persistence/mikro-orm/sql-rate-limiter.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Ten seconds into a minute's window. */
const START = Date.parse('2026-03-10T15:00:10.000Z');

/**
 * The rate limits' counters and the periodic jobs' leases on one engine: `open` gives a migrated database with both
 * tables empty, `close` ends it.
 */
export function describeSharedCoordination(name: string, open: () => Promise<SqlDatabase>, close: () => Promise<void>): void {
  describe(name, () => {
    let database: SqlDatabase;
    let now = START;
    const clock = () => now;
    const rows = (sql: string) => database.orm.em.getConnection().execute<Record<string, unknown>[]>(sql);

    beforeAll(async () => {
      database = await open();
    }, 60_000);
    afterAll(() => close());
    beforeEach(async () => {
      now = START;
      await rows('delete from "rate_limit_hits"');
      await rows('delete from "job_leases"');
    });

    it('lets `limit` hits per key and window through, counts no refused hit, says how long to wait, and starts again in the next window', async () => {
      const limiter = new SqlRateLimiter(database, 'resend-per-email', 3, MINUTE_MS, clock);
      const other = new SqlRateLimiter(database, 'resend-per-client', 3, MINUTE_MS, clock);

      expect([await limiter.hit('a@example.com'), await limiter.hit('a@example.com'), await limiter.hit('a@example.com')]).toEqual([0, 0, 0]);
      now += 5_000;
      expect(await limiter.hit('a@example.com')).toBe(45);
      expect(await limiter.hit('a@example.com')).toBe(45);
      expect(await limiter.hit('b@example.com')).toBe(0);
      expect(await other.hit('a@example.com')).toBe(0);
      const counted = await rows('select "limiter", "key", "hits" from "rate_limit_hits" order by "limiter", "hits"');
      expect(counted.map((row) => [row.limiter, Number(row.hits)])).toEqual([
        ['resend-per-client', 1],
        ['resend-per-email', 1],
        ['resend-per-email', 3],
      ]);
      // Keys are kept as digests: no address in the table.
      expect(JSON.stringify(counted)).not.toContain('example.com');

      now = START + MINUTE_MS;
      expect(await limiter.hit('a@example.com')).toBe(0);
    });

    it('lets exactly `limit` of many hits at once through', async () => {
      const limiter = new SqlRateLimiter(database, 'checkout-reopening', 3, HOUR_MS, clock);
      const waits = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('order0000000001')));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    });

    it('removes the counters of the windows that are over, and only those', async () => {
      const perMinute = new SqlRateLimiter(database, 'payment-refresh', 1, MINUTE_MS, clock);
      const perHour = new SqlRateLimiter(database, 'resend-per-client', 5, HOUR_MS, clock);
      await perMinute.hit('order0000000001');
      await perHour.hit('127.0.0.1');

      expect(await deleteExpiredRateLimitWindows(database, new Date(START + 30_000))).toBe(0);
      expect(await deleteExpiredRateLimitWindows(database, new Date(START + MINUTE_MS))).toBe(1);
      expect((await rows('select "limiter" from "rate_limit_hits"')).map((row) => row.limiter)).toEqual(['resend-per-client']);
      expect(await deleteExpiredRateLimitWindows(database, new Date(START + HOUR_MS))).toBe(1);
    });

    it('gives a lease to one claimant until it runs out, then to whoever claims it next', async () => {
      const first = new SqlJobLeases(database, { holder: 'host-a/1/aa', ownerIsGone: () => false });
      const second = new SqlJobLeases(database, { holder: 'host-b/2/bb', ownerIsGone: () => false });
      const at = (ms: number) => new Date(START + ms);

      expect(await first.claim('housekeeping', at(0), at(HOUR_MS))).toBe(true);
      expect(await second.claim('housekeeping', at(HOUR_MS / 2), at(HOUR_MS + HOUR_MS / 2))).toBe(false);
      expect(await first.claim('housekeeping', at(HOUR_MS / 2), at(HOUR_MS + HOUR_MS / 2))).toBe(false);
      expect(await second.claim('another-job', at(HOUR_MS / 2), at(HOUR_MS))).toBe(true);

      // The first holder died in its round: its lease runs out and the round is taken over.
      expect(await second.claim('housekeeping', at(HOUR_MS), at(2 * HOUR_MS))).toBe(true);
      expect(await rows(`select "holder" from "job_leases" where "name" = 'housekeeping'`)).toEqual([{ holder: 'host-b/2/bb' }]);
    });

    it('gives up a lease on release (a graceful shutdown): the next claim takes it at once; a release by another holder changes nothing', async () => {
      const stopping = new SqlJobLeases(database, { holder: 'host-a/1/aa', ownerIsGone: () => false });
      const next = new SqlJobLeases(database, { holder: 'host-a/2/bb', ownerIsGone: () => false });
      expect(await stopping.claim('housekeeping', new Date(START), new Date(START + HOUR_MS))).toBe(true);

      await next.release('housekeeping');
      expect(await next.claim('housekeeping', new Date(START + 1000), new Date(START + HOUR_MS))).toBe(false);
      await stopping.release('housekeeping');
      expect(await next.claim('housekeeping', new Date(START + 1000), new Date(START + HOUR_MS))).toBe(true);
    });

    it('replaces at once a holder certainly gone (a killed process of this host), one claimant only', async () => {
      const dead = new SqlJobLeases(database, { holder: 'this-host/1/dead', ownerIsGone: () => false });
      expect(await dead.claim('housekeeping', new Date(START), new Date(START + HOUR_MS))).toBe(true);
      const restarted = Array.from(
        { length: 4 },
        (_, i) => new SqlJobLeases(database, { holder: `this-host/${i + 2}/alive`, ownerIsGone: (owner) => owner === 'this-host/1/dead' }),
      );
      const claims = await Promise.all(restarted.map((leases) => leases.claim('housekeeping', new Date(START + 1000), new Date(START + HOUR_MS))));
      expect(claims.filter(Boolean)).toHaveLength(1);
      // The new holder is alive: the others leave its lease alone.
      expect(await restarted[0]!.claim('housekeeping', new Date(START + 2000), new Date(START + HOUR_MS))).toBe(false);
    });

    it('gives a lease claimed by many at once to one of them', async () => {
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new SqlJobLeases(database, { holder: `host-${i}/1/aa`, ownerIsGone: () => false }).claim(
            'housekeeping',
            new Date(START),
            new Date(START + HOUR_MS),
          ),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });
}
