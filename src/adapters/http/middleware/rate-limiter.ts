/**
 * Fixed-window counters kept in memory: enough for one server process. Each key may be hit `limit` times per
 * window; old windows are swept as they are touched so the map stays small.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; returns the seconds to wait when the key is over its limit, or 0 when the hit is allowed. */
  hit(key: string): number {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, hits: 1 });
      return 0;
    }
    window.hits++;
    if (window.hits <= this.limit) return 0;
    return Math.ceil((window.startedAt + this.windowMs - now) / 1000);
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}
