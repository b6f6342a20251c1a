import { UnpaidOrderLimitError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';

/** The shop's bounds on unpaid orders, all clients together. */
export interface UnpaidOrderLimits {
  /** Unpaid orders created within the last hour. */
  readonly perHour: number;
  /** Unpaid orders held at once (until the housekeeping removes the abandoned ones). */
  readonly held: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** Over the hourly bound, the oldest of the hour's orders leave it within minutes at a flood's pace. */
const PER_HOUR_RETRY_AFTER_SECONDS = 600;
/** Over the held bound, room comes back when the hourly housekeeping removes abandoned orders, or orders are paid. */
const HELD_RETRY_AFTER_SECONDS = 3600;

/**
 * Asked before a new order is read (its photos are neither received nor processed): refuses it while the shop holds
 * as many unpaid orders as it takes, counted in the database so that every instance sees the same count. Unpaid
 * orders keep their photos for days: without this bound a flood of orders fills the disk or the bucket.
 */
export class AdmitNewOrder {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
    private readonly limits: UnpaidOrderLimits,
  ) {}

  async execute(): Promise<void> {
    const now = this.clock.now().getTime();
    const [lastHour, held] = await Promise.all([
      this.repository.countUnpaidCreatedSince(new Date(now - HOUR_MS)),
      this.repository.countUnpaidCreatedSince(new Date(0)),
    ]);
    if (held >= this.limits.held) throw new UnpaidOrderLimitError('shop', HELD_RETRY_AFTER_SECONDS);
    if (lastHour >= this.limits.perHour) throw new UnpaidOrderLimitError('shop', PER_HOUR_RETRY_AFTER_SECONDS);
  }
}
