import type { OutboxEmail, QueuedEmail } from '../../../src/application/ports/email-outbox.js';
import type { MemoryRepository } from '../../../src/application/ports/memory-repository.js';
import type { MemorySearch, MemorySupportQueries, MemoryTally, OrderCounts } from '../../../src/application/ports/memory-support-queries.js';
import type { DatabaseHealth } from '../../../src/application/ports/database-health.js';
import { MemoryConcurrentUpdateError, MemoryNotFoundError } from '../../../src/domain/memory/memory-errors.js';
import { Memory, type MemoryState } from '../../../src/domain/memory/memory.js';
import type { InMemoryTaskQueue } from './in-memory-task-queue.js';

/**
 * Honours the port like the real adapter: async, null on not-found, rejects on duplicates and stale versions. An update
 * with an e-mail records it in `outbox` in the same step, as the real adapter does in one transaction.
 */
export class InMemoryMemoryRepository implements MemoryRepository, MemorySupportQueries, DatabaseHealth {
  private readonly rows = new Map<string, MemoryState>();

  constructor(private readonly outbox?: InMemoryTaskQueue<OutboxEmail>) {}

  async add(memory: Memory): Promise<void> {
    const state = memory.snapshot();
    if (this.rows.has(state.id)) throw new Error(`duplicate memory id ${state.id}`);
    this.rows.set(state.id, state);
  }

  async update(memory: Memory, queued?: QueuedEmail): Promise<void> {
    const outbox = this.outbox;
    if (queued && !outbox) {
      throw new Error('InMemoryMemoryRepository: update with an e-mail needs an outbox (new InMemoryMemoryRepository(outbox))');
    }
    const state = memory.snapshot();
    const stored = this.rows.get(state.id);
    if (!stored) throw new MemoryNotFoundError();
    if (stored.version !== state.version) throw new MemoryConcurrentUpdateError();
    // No await between the two: nothing can observe the change without its e-mail.
    this.rows.set(state.id, { ...state, version: state.version + 1 });
    if (queued) outbox?.enqueueNow(queued.email, queued.at);
  }

  async findById(id: string): Promise<Memory | null> {
    const state = this.rows.get(id);
    return state ? Memory.restore(state) : null;
  }

  async findActiveByEmail(email: string): Promise<Memory[]> {
    return this.select((s) => s.status === 'active' && s.email === email);
  }

  async findActiveEndingBy(instant: Date): Promise<Memory[]> {
    return this.select((s) => s.status === 'active' && s.endsAt !== null && s.endsAt.getTime() <= instant.getTime());
  }

  async findEndingBy(instant: Date): Promise<Memory[]> {
    return this.select((s) => (s.status === 'active' || s.status === 'expired') && s.endsAt !== null && s.endsAt.getTime() <= instant.getTime());
  }

  async findActiveStartedOn(monthDays: readonly string[]): Promise<Memory[]> {
    return this.select((s) => s.status === 'active' && monthDays.includes(s.datingSince.slice(5, 10)));
  }

  async countOrders(): Promise<OrderCounts> {
    const orders = [...this.rows.values()].flatMap((s) => s.orders);
    return {
      renewals: orders.filter((o) => o.kind === 'renewal' && !o.reversal).length,
      upgrades: orders.filter((o) => o.kind === 'upgrade' && !o.reversal).length,
      refunded: orders.filter((o) => o.reversal).length,
    };
  }

  async findUnpaidCreatedBefore(instant: Date): Promise<Memory[]> {
    return this.select((s) => (s.status === 'pending_payment' || s.status === 'payment_failed') && s.createdAt.getTime() < instant.getTime());
  }

  async findUnpaidCreatedSince(instant: Date): Promise<Memory[]> {
    return this.select((s) => (s.status === 'pending_payment' || s.status === 'payment_failed') && s.createdAt.getTime() >= instant.getTime());
  }

  async countUnpaidCreatedSince(instant: Date): Promise<number> {
    return (await this.findUnpaidCreatedSince(instant)).length;
  }

  async findByEmail(email: string): Promise<Memory[]> {
    return this.select((s) => s.email === email);
  }

  async search(filter: MemorySearch): Promise<Memory[]> {
    const { statuses, plans, email, limit } = filter;
    if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 0)) throw new RangeError('search limit must be a whole number');
    const newestFirst = this.select(
      (s) =>
        (statuses === undefined || statuses.includes(s.status)) &&
        (plans === undefined || plans.includes(s.plan)) &&
        (email === undefined || s.email === email),
    ).reverse();
    return limit === undefined ? newestFirst : newestFirst.slice(0, limit);
  }

  async tally(): Promise<MemoryTally[]> {
    const groups = new Map<string, MemoryTally>();
    for (const { status, plan, paymentOutcome, priceCents } of this.rows.values()) {
      const key = JSON.stringify([status, plan, paymentOutcome]);
      const group = groups.get(key) ?? { status, plan, paymentOutcome, count: 0, storedPriceCents: 0, unpricedCount: 0 };
      groups.set(key, {
        ...group,
        count: group.count + 1,
        storedPriceCents: group.storedPriceCents + (priceCents ?? 0),
        unpricedCount: group.unpricedCount + (priceCents === null ? 1 : 0),
      });
    }
    return [...groups.values()];
  }

  async remove(id: string, version?: number): Promise<boolean> {
    if (version !== undefined && this.rows.get(id)?.version !== version) return false;
    return this.rows.delete(id);
  }

  async ping(): Promise<void> {}

  /** Test helper: every stored row. */
  all(): MemoryState[] {
    return [...this.rows.values()];
  }

  private select(predicate: (state: MemoryState) => boolean): Memory[] {
    return (
      [...this.rows.values()]
        .filter(predicate)
        // Ties in code-unit order of the id, as SQLite's binary collation sorts them.
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((state) => Memory.restore(state))
    );
  }
}
