import { describe, expect, it } from 'vitest';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { ABANDONED_AFTER_DAYS, RemoveAbandonedMemories } from '../../../src/application/housekeeping/remove-abandoned-memories.js';
import type { MemoryState } from '../../../src/domain/memory/memory.js';
import { fakeImage } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const photo: ProcessedPhoto = { bytes: fakeImage(), width: 100, height: 100, extension: 'webp' };

const SEEDS: [string, MemoryState['status'], Date][] = [
  ['old-pending', 'pending_payment', ago(8 * DAY)],
  ['old-failed', 'payment_failed', ago(30 * DAY)],
  ['just-over-7-days', 'pending_payment', ago(7 * DAY + 1)],
  ['just-under-7-days', 'pending_payment', ago(7 * DAY - 1)],
  ['recent-pending', 'pending_payment', ago(6 * DAY)],
  ['recent-failed', 'payment_failed', ago(DAY)],
  ['old-active', 'active', ago(60 * DAY)],
  ['old-suspended', 'suspended', ago(60 * DAY)],
];

async function setup() {
  const repository = new InMemoryMemoryRepository();
  const storage = new InMemoryPhotoStorage();
  for (const [id, status, createdAt] of SEEDS) {
    const photos = await storage.save(id, [photo]);
    await repository.add(aMemory({ id, details: { plan: 'basic' }, photos, status, createdAt }));
  }
  const remove = new RemoveAbandonedMemories(repository, storage, new FixedClock(NOW));
  const ids = () => repository.all().map((row) => row.id);
  const owners = () => storage.paths().map((path) => path.split('/')[2]);
  return { repository, storage, remove, ids, owners };
}

describe('RemoveAbandonedMemories (decisions: pending memories removed, photos included, after 7 days)', () => {
  it('waits 7 days', () => {
    expect(ABANDONED_AFTER_DAYS).toBe(7);
  });

  it('removes unpaid pages older than 7 days with their files, oldest first, and leaves the rest', async () => {
    const ctx = await setup();
    const kept = ['just-under-7-days', 'recent-pending', 'recent-failed', 'old-active', 'old-suspended'];

    await expect(ctx.remove.execute()).resolves.toEqual(['old-failed', 'old-pending', 'just-over-7-days']);

    expect(ctx.ids().sort()).toEqual([...kept].sort());
    expect(ctx.owners().sort()).toEqual([...kept].sort());
  });

  it('lists the same pages on a dry run without removing a row or a file', async () => {
    const ctx = await setup();
    const rows = ctx.repository.all();
    const files = ctx.storage.paths();
    await expect(ctx.remove.execute({ dryRun: true })).resolves.toEqual(['old-failed', 'old-pending', 'just-over-7-days']);
    expect(ctx.repository.all()).toEqual(rows);
    expect(ctx.storage.paths()).toEqual(files);
  });

  it('takes another age when asked', async () => {
    const ctx = await setup();
    const removed = await ctx.remove.execute({ olderThanDays: 2 });
    expect(removed).toEqual(['old-failed', 'old-pending', 'just-over-7-days', 'just-under-7-days', 'recent-pending']);
    expect(ctx.ids().sort()).toEqual(['old-active', 'old-suspended', 'recent-failed']);
  });

  it('finds nothing left on a second run', async () => {
    const ctx = await setup();
    await ctx.remove.execute();
    await expect(ctx.remove.execute()).resolves.toEqual([]);
  });
});

describe('RemoveAbandonedMemories against a late payment', () => {
  it('keeps a page whose payment is approved between the read and the delete, with its photos', async () => {
    const ctx = await setup();
    const late = 'old-pending';
    const interleaved = Object.create(ctx.repository) as InMemoryMemoryRepository;
    interleaved.remove = async (id, version) => {
      if (id === late) {
        const memory = (await ctx.repository.findById(id))!;
        memory.recordPayment('pay-late', 'approved', NOW, 'pix');
        await ctx.repository.update(memory);
      }
      return ctx.repository.remove(id, version);
    };
    const removed = await new RemoveAbandonedMemories(interleaved, ctx.storage, new FixedClock(NOW)).execute();

    expect(removed).toEqual(['old-failed', 'just-over-7-days']);
    expect((await ctx.repository.findById(late))?.status).toBe('active');
    expect(ctx.owners()).toContain(late);
  });
});
