import { questionGateFor } from '../../support/fakes/in-memory-page-questions.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { CachedMemoryRepository } from '../../../src/adapters/persistence/cached-memory-repository.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { GetPublicPage } from '../../../src/application/buyer/get-public-page.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { describeMemoryRepositoryContract } from '../../contract/memory-repository.contract.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const TTL_MS = 2000;
const at = (iso: string) => new Date(iso);

/** The fake store, counting reads by id, with a way to hold reads until the test lets them finish. */
class CountingRepository extends InMemoryMemoryRepository {
  reads = 0;
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  holdReads(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  releaseReads(): void {
    this.open?.();
    this.gate = null;
  }

  override async findById(id: string): Promise<Memory | null> {
    this.reads++;
    const gate = this.gate;
    // Reads the row first, answers later: a write may land in between, as with a real database.
    const found = await super.findById(id);
    if (gate) await gate;
    return found;
  }
}

describeMemoryRepositoryContract('CachedMemoryRepository over InMemoryMemoryRepository', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const store = new InMemoryMemoryRepository(outbox);
  return {
    repository: new CachedMemoryRepository(store, { ttlMs: TTL_MS, maxEntries: 100 }),
    support: store,
    outbox,
    cleanup: async () => {},
  };
});

describe('CachedMemoryRepository', () => {
  let time: number;
  let store: CountingRepository;
  let cached: CachedMemoryRepository;

  beforeEach(() => {
    time = 1_000;
    store = new CountingRepository();
    cached = new CachedMemoryRepository(store, { ttlMs: TTL_MS, maxEntries: 3, now: () => time });
  });

  /** What another process (the support CLI) does: change the row without going through this cache. */
  async function changeBehindTheCache(id: string, change: (memory: Memory) => void): Promise<void> {
    const memory = (await store.findById(id))!;
    change(memory);
    await store.update(memory);
  }

  it('answers repeated reads of a page from memory until the entry expires', async () => {
    await store.add(aMemory({ id: 'page000000000001', status: 'active' }));

    for (let i = 0; i < 5; i++) expect((await cached.findById('page000000000001'))?.id).toBe('page000000000001');
    expect(store.reads).toBe(1);

    time += TTL_MS - 1;
    await cached.findById('page000000000001');
    expect(store.reads).toBe(1);

    time += 1;
    await cached.findById('page000000000001');
    expect(store.reads).toBe(2);
  });

  it('reads the database once for many simultaneous readers of the same page', async () => {
    await store.add(aMemory({ id: 'page000000000001', status: 'active' }));
    store.holdReads();

    const readers = Array.from({ length: 50 }, () => cached.findById('page000000000001'));
    store.releaseReads();
    const found = await Promise.all(readers);

    expect(store.reads).toBe(1);
    expect(found.every((memory) => memory?.id === 'page000000000001')).toBe(true);
    expect(new Set(found).size).toBe(50);
  });

  it('hands every reader its own copy', async () => {
    await store.add(aMemory({ id: 'page000000000001', status: 'active' }));
    const first = (await cached.findById('page000000000001'))!;

    first.recordPayment('pay-page000000000001', 'reversed', at('2026-03-10T16:00:00.000Z'));

    expect(first.status).toBe('suspended');
    expect((await cached.findById('page000000000001'))?.status).toBe('active');
    expect(store.reads).toBe(1);
  });

  it('never keeps a page awaiting its payment: a payment another process applies shows at the next read', async () => {
    await store.add(aMemory({ id: 'page000000000001' }));
    expect((await cached.findById('page000000000001'))?.status).toBe('pending_payment');

    await changeBehindTheCache('page000000000001', (memory) => memory.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:00.000Z')));

    expect((await cached.findById('page000000000001'))?.status).toBe('active');
    expect(cached.size).toBe(1);
  });

  it('never keeps a page whose payment failed: the buyer may pay again through another process', async () => {
    await store.add(aMemory({ id: 'page000000000001', status: 'payment_failed' }));
    await cached.findById('page000000000001');
    await cached.findById('page000000000001');

    expect(store.reads).toBe(2);
    expect(cached.size).toBe(0);
  });

  it('shows a change made by another process once the entry expires, and not before', async () => {
    await store.add(aMemory({ id: 'page000000000001', status: 'active' }));
    await cached.findById('page000000000001');

    await changeBehindTheCache('page000000000001', (memory) =>
      memory.recordPayment('pay-page000000000001', 'reversed', at('2026-03-10T16:00:00.000Z')),
    );

    expect((await cached.findById('page000000000001'))?.status).toBe('active');
    time += TTL_MS;
    expect((await cached.findById('page000000000001'))?.status).toBe('suspended');
  });

  it('forgets a page when it is updated through it, so the next read sees the new version', async () => {
    await store.add(aMemory({ id: 'page000000000001' }));
    const read = (await cached.findById('page000000000001'))!;
    read.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:00.000Z'));

    await cached.update(read);

    expect((await cached.findById('page000000000001'))?.snapshot()).toMatchObject({ status: 'active', version: 2 });
    expect(store.reads).toBe(2);
  });

  it('forgets a page when an update is rejected as concurrent, so the retry reads what the other process wrote', async () => {
    await store.add(aMemory({ id: 'page000000000001' }));
    const stale = (await cached.findById('page000000000001'))!;
    await changeBehindTheCache('page000000000001', (memory) => memory.recordPayment('pay-0', 'rejected', at('2026-03-10T16:00:00.000Z')));
    stale.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:01.000Z'));

    await expect(cached.update(stale)).rejects.toMatchObject({ code: 'memory.concurrent-update' });

    const retry = (await cached.findById('page000000000001'))!;
    expect(retry.snapshot()).toMatchObject({ status: 'payment_failed', version: 2 });
    retry.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:02.000Z'));
    await expect(cached.update(retry)).resolves.toBeUndefined();
  });

  it('forgets a page when it is removed or when an update finds it gone', async () => {
    await store.add(aMemory({ id: 'page000000000001' }));
    await store.add(aMemory({ id: 'page000000000002' }));
    const second = (await cached.findById('page000000000002'))!;
    await cached.findById('page000000000001');

    await expect(cached.remove('page000000000001')).resolves.toBe(true);
    await expect(cached.findById('page000000000001')).resolves.toBeNull();

    await store.remove('page000000000002');
    second.recordPayment('pay-0', 'rejected', at('2026-03-10T16:00:00.000Z'));
    await expect(cached.update(second)).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(cached.findById('page000000000002')).resolves.toBeNull();
  });

  it('does not keep a read that was under way while a write through it finished', async () => {
    await store.add(aMemory({ id: 'page000000000001' }));
    const mine = (await cached.findById('page000000000001'))!;
    time += TTL_MS;
    store.holdReads();
    const before = cached.findById('page000000000001');
    await Promise.resolve();

    mine.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:00.000Z'));
    await cached.update(mine);
    store.releaseReads();

    // Concurrent with the write, the old read may answer either version; it must not stay cached.
    await before;
    expect((await cached.findById('page000000000001'))?.status).toBe('active');
  });

  it('does not remember unknown ids: a page stored by another process shows at once', async () => {
    await expect(cached.findById('page000000000001')).resolves.toBeNull();

    await store.add(aMemory({ id: 'page000000000001' }));

    await expect(cached.findById('page000000000001')).resolves.not.toBeNull();
  });

  it('forgets a page on add, even when the add is rejected', async () => {
    await store.add(aMemory({ id: 'page000000000001' }));
    await cached.findById('page000000000001');
    await changeBehindTheCache('page000000000001', (memory) => memory.recordPayment('pay-0', 'rejected', at('2026-03-10T16:00:00.000Z')));

    await expect(cached.add(aMemory({ id: 'page000000000001' }))).rejects.toThrow('duplicate memory id page000000000001');

    expect((await cached.findById('page000000000001'))?.status).toBe('payment_failed');
  });

  it('passes the unpaid-pages finder through uncached: a page paid behind the cache drops out at once', async () => {
    await store.add(aMemory({ id: 'page000000000001', createdAt: at('2026-03-10T15:00:00.000Z') }));
    await cached.findById('page000000000001');
    expect((await cached.findUnpaidCreatedSince(at('2026-03-10T00:00:00.000Z'))).map((m) => m.id)).toEqual(['page000000000001']);

    await changeBehindTheCache('page000000000001', (memory) => memory.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:00.000Z')));

    await expect(cached.findUnpaidCreatedSince(at('2026-03-10T00:00:00.000Z'))).resolves.toEqual([]);
  });

  it('keeps at most maxEntries pages, dropping the least recently read', async () => {
    for (const n of [1, 2, 3, 4]) await store.add(aMemory({ id: `page00000000000${n}`, status: 'active' }));
    await cached.findById('page000000000001');
    await cached.findById('page000000000002');
    await cached.findById('page000000000003');
    await cached.findById('page000000000001');

    await cached.findById('page000000000004');

    expect(cached.size).toBe(3);
    store.reads = 0;
    await cached.findById('page000000000001');
    await cached.findById('page000000000003');
    await cached.findById('page000000000004');
    expect(store.reads).toBe(0);
    await cached.findById('page000000000002');
    expect(store.reads).toBe(1);
  });

  it('lets a failed read through and does not remember it', async () => {
    await store.add(aMemory({ id: 'page000000000001' }));
    const failing = new CachedMemoryRepository(
      Object.assign(new InMemoryMemoryRepository(), {
        findById: async () => {
          throw new Error('SQLITE_BUSY');
        },
      }),
      { ttlMs: TTL_MS, maxEntries: 3, now: () => time },
    );

    await expect(failing.findById('page000000000001')).rejects.toThrow('SQLITE_BUSY');
    await expect(failing.findById('page000000000001')).rejects.toThrow('SQLITE_BUSY');
    expect(failing.size).toBe(0);
  });

  it('still ends a basic page at its end date while it is cached: the reader judges it against its own clock', async () => {
    const paidAt = at('2026-03-10T15:00:00.000Z');
    const page = aMemory({ id: 'basic00000000001', details: { plan: 'basic', youtube: null }, status: 'active', paidAt });
    await store.add(page);
    const clock = new FixedClock(at('2027-03-10T14:59:59.999Z'));
    const getPublicPage = new GetPublicPage(cached, clock, questionGateFor());

    await expect(getPublicPage.execute({ slug: page.slug, id: page.id })).resolves.toMatchObject({ id: page.id });
    clock.advance(1);

    await expect(getPublicPage.execute({ slug: page.slug, id: page.id })).rejects.toMatchObject({ code: 'memory.no-longer-available' });
    expect(store.reads).toBe(1);
  });

  it('refuses a zero time to live or size', () => {
    expect(() => new CachedMemoryRepository(store, { ttlMs: 0, maxEntries: 3 })).toThrow(RangeError);
    expect(() => new CachedMemoryRepository(store, { ttlMs: TTL_MS, maxEntries: 0 })).toThrow(RangeError);
  });
});
