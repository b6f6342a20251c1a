import type { QueuedEmail } from '../../application/ports/email-outbox.js';
import type { MemoryRepository } from '../../application/ports/memory-repository.js';
import { Memory, type MemoryState } from '../../domain/memory/memory.js';
import type { MemoryStatus } from '../../domain/memory/memory-status.js';

export interface CachedMemoryRepositoryOptions {
  /** How long a memory read by id is served from memory. Changes made by another process show up within this time. */
  readonly ttlMs: number;
  /** Most memories kept; the least recently read goes first. */
  readonly maxEntries: number;
  /** Milliseconds from a monotonic source (performance.now by default); tests pass a fake. */
  readonly now?: () => number;
}

/**
 * A page waiting for its payment is never kept: another instance may apply the payment at any moment, and the buyer
 * who just paid must not be told by this one, for a few seconds, that the page does not exist. Until paid, a page is
 * read by its buyer's return page only, about once a second: there is no crowd to spare the database.
 */
const AWAITING_PAYMENT: ReadonlySet<MemoryStatus> = new Set<MemoryStatus>(['pending_payment', 'payment_failed']);

interface Entry {
  readonly state: MemoryState;
  readonly expiresAt: number;
}

interface PendingRead {
  readonly promise: Promise<MemoryState | null>;
}

/**
 * Serves `findById` from a small LRU for a few seconds, so a page opened by many phones at once costs one database read.
 * Every write through it (add, update, remove), successful or not, forgets the id: a failed update may mean another
 * process (the support CLI) changed the row, and the retry must read it fresh. Changes made by another process are
 * seen once the entry expires, within `ttlMs`; a page awaiting its payment is not kept at all. What is cached is the
 * state, not a decision: callers judge availability (a basic page's end date) against their clock on every read, and
 * each read gets its own copy.
 * The list finders are not cached; support's queries (`MemorySupportQueries`) never go through it.
 */
export class CachedMemoryRepository implements MemoryRepository {
  private readonly entries = new Map<string, Entry>();
  /** Reads of the database under way, shared by concurrent callers of the same id. */
  private readonly pending = new Map<string, PendingRead>();
  private readonly now: () => number;

  constructor(
    private readonly inner: MemoryRepository,
    private readonly options: CachedMemoryRepositoryOptions,
  ) {
    if (!(options.ttlMs > 0) || !Number.isSafeInteger(options.maxEntries) || options.maxEntries < 1) {
      throw new RangeError('CachedMemoryRepository: ttlMs and maxEntries must be positive');
    }
    this.now = options.now ?? (() => performance.now());
  }

  async findById(id: string): Promise<Memory | null> {
    const entry = this.entries.get(id);
    if (entry) {
      if (entry.expiresAt > this.now()) {
        // Most recently used goes last; the first key is the next to go.
        this.entries.delete(id);
        this.entries.set(id, entry);
        return Memory.restore(entry.state);
      }
      this.entries.delete(id);
    }
    const state = await (this.pending.get(id) ?? this.read(id)).promise;
    return state ? Memory.restore(state) : null;
  }

  async add(memory: Memory): Promise<void> {
    try {
      await this.inner.add(memory);
    } finally {
      this.forget(memory.id);
    }
  }

  async update(memory: Memory, queued?: QueuedEmail): Promise<void> {
    try {
      await this.inner.update(memory, queued);
    } finally {
      this.forget(memory.id);
    }
  }

  async remove(id: string, version?: number): Promise<boolean> {
    try {
      return await this.inner.remove(id, version);
    } finally {
      this.forget(id);
    }
  }

  findActiveByEmail(email: string): Promise<Memory[]> {
    return this.inner.findActiveByEmail(email);
  }

  findActiveEndingBy(instant: Date): Promise<Memory[]> {
    return this.inner.findActiveEndingBy(instant);
  }

  findEndingBy(instant: Date): Promise<Memory[]> {
    return this.inner.findEndingBy(instant);
  }

  findActiveStartedOn(monthDays: readonly string[]): Promise<Memory[]> {
    return this.inner.findActiveStartedOn(monthDays);
  }

  findUnpaidCreatedBefore(instant: Date): Promise<Memory[]> {
    return this.inner.findUnpaidCreatedBefore(instant);
  }

  findUnpaidCreatedSince(instant: Date): Promise<Memory[]> {
    return this.inner.findUnpaidCreatedSince(instant);
  }

  countUnpaidCreatedSince(instant: Date): Promise<number> {
    return this.inner.countUnpaidCreatedSince(instant);
  }

  /** How many memories are held now (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private read(id: string): PendingRead {
    const startedAt = this.now();
    const read: PendingRead = {
      promise: this.inner.findById(id).then(
        (memory) => {
          const state = memory ? memory.snapshot() : null;
          // A write that finished meanwhile forgot this read: its answer may predate the write, so it is not kept.
          if (this.pending.get(id) === read) {
            this.pending.delete(id);
            if (state && !AWAITING_PAYMENT.has(state.status)) this.remember(id, state, startedAt);
          }
          return state;
        },
        (error: unknown) => {
          if (this.pending.get(id) === read) this.pending.delete(id);
          throw error;
        },
      ),
    };
    this.pending.set(id, read);
    return read;
  }

  /** Unknown ids are not remembered: anyone may ask for any number of them. */
  private remember(id: string, state: MemoryState, readAt: number): void {
    this.entries.delete(id);
    this.entries.set(id, { state, expiresAt: readAt + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  private forget(id: string): void {
    this.entries.delete(id);
    this.pending.delete(id);
  }
}
