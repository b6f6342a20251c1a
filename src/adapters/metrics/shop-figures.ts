/** A durable queue, as the metrics name it. */
export type QueueName = 'email' | 'payment_notification';

export const QUEUE_NAMES: readonly QueueName[] = ['email', 'payment_notification'];

/** A queue's backlog as the database holds it now. */
export interface QueueBacklogFigures {
  readonly pending: number;
  readonly failed: number;
  readonly oldestPendingAt: Date | null;
}

/** What the database says at scrape time: the same on every instance of the shop. */
export interface ShopFigures {
  pagesByStatus(): Promise<Readonly<Record<string, number>>>;
  queueBacklog(queue: QueueName): Promise<QueueBacklogFigures>;
}

/** One reading of every shop-wide figure. */
export interface ShopSnapshot {
  readonly pagesByStatus: Readonly<Record<string, number>>;
  readonly queues: ReadonlyMap<QueueName, QueueBacklogFigures>;
}

/**
 * The shop's figures read at most once per `ttlMs`: several scrapers (two Prometheus servers, a curl) cost one reading,
 * and scrapes that arrive together share the reading under way.
 */
export class CachedShopFigures {
  private reading: { readonly at: number; readonly snapshot: Promise<ShopSnapshot> } | null = null;

  constructor(
    private readonly figures: ShopFigures,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  snapshot(): Promise<ShopSnapshot> {
    const at = this.now();
    if (this.reading && at - this.reading.at < this.ttlMs) return this.reading.snapshot;
    const snapshot = this.read();
    this.reading = { at, snapshot };
    // A failed reading is not kept: the next scrape tries again.
    snapshot.catch(() => {
      if (this.reading?.snapshot === snapshot) this.reading = null;
    });
    return snapshot;
  }

  private async read(): Promise<ShopSnapshot> {
    const [pagesByStatus, ...backlogs] = await Promise.all([
      this.figures.pagesByStatus(),
      ...QUEUE_NAMES.map((queue) => this.figures.queueBacklog(queue)),
    ]);
    return { pagesByStatus, queues: new Map(QUEUE_NAMES.map((queue, index) => [queue, backlogs[index]!])) };
  }
}
