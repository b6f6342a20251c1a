import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The rate limits' fixed-window counters (`SqlRateLimiter`): one row per limiter, key and window. Declared so that the
 * schema check sees the migrations' table; nothing reads it through the entity manager.
 */
export const RateLimitHitSchema = defineEntity({
  name: 'RateLimitHitRecord',
  tableName: 'rate_limit_hits',
  properties: {
    limiter: p.text().primary(),
    /** A digest of the key (an address or a client's IP), never the key itself. */
    key: p.text().primary(),
    windowStart: p.datetime().primary(),
    hits: p.integer(),
    /** When the window is over; the housekeeping removes the rows past it. */
    expiresAt: p.datetime(),
  },
  indexes: [{ name: 'rate_limit_hits_expires_at_index', properties: ['expiresAt'] }],
});

/** Leases of the periodic jobs (`SqlJobLeases`): who runs a job's round and until when. */
export const JobLeaseSchema = defineEntity({
  name: 'JobLeaseRecord',
  tableName: 'job_leases',
  properties: {
    name: p.text().primary(),
    holder: p.text(),
    until: p.datetime(),
  },
});
