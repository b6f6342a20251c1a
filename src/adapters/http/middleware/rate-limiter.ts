/**
 * A limit on hits per key: resolves to the seconds to wait when `key` is over it, or 0 when the hit is allowed (and
 * counted). `RateLimiter` counts in this process's memory; a database-backed one counts for every instance on it.
 */
export interface RateLimit {
  hit(key: string): number | Promise<number>;
}

export interface RateLimiterOptions {
  /** Keys held at most; when full, the key whose window started first is forgotten. */
  readonly maxKeys?: number;
  readonly now?: () => number;
}

interface Window {
  readonly startedAt: number;
  hits: number;
}

/** Expired windows dropped from the front of the map on each hit, besides the one a full map gives up. */
const EXPIRED_DROPPED_PER_HIT = 2;

/**
 * Fixed-window counters kept in memory: enough for one server process. Each key may be hit `limit` times per
 * window. The memory is bounded and every call does a fixed amount of work:
 * - the map holds at most `maxKeys` keys, kept in the order their windows started (a key whose window restarts
 *   moves to the end), so the oldest window is always the first entry;
 * - each hit drops a few expired windows from the front, and a full map gives up its oldest key for a new one;
 * - a refused hit is not counted: a key over its limit costs nothing more however often it is tried.
 */
export class RateLimiter implements RateLimit {
  private readonly windows = new Map<string, Window>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    options: RateLimiterOptions = {},
  ) {
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Keys held now. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts a hit when it is allowed; returns the seconds to wait when the key is over its limit, or 0 when allowed. */
  hit(key: string): number {
    const now = this.now();
    this.dropExpired(now);
    const window = this.windows.get(key);
    if (window && now - window.startedAt < this.windowMs) {
      if (window.hits >= this.limit) return Math.ceil((window.startedAt + this.windowMs - now) / 1000);
      window.hits++;
      return 0;
    }
    // A new window goes to the end of the map, after every window that started before it.
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    this.windows.set(key, { startedAt: now, hits: 1 });
    return 0;
  }

  private dropExpired(now: number): void {
    for (let i = 0; i < EXPIRED_DROPPED_PER_HIT; i++) {
      const oldest = this.windows.entries().next();
      if (oldest.done || now - oldest.value[1].startedAt < this.windowMs) return;
      this.windows.delete(oldest.value[0]);
    }
  }
}
