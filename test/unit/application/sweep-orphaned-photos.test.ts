import { describe, expect, it } from 'vitest';
import { PhotoStorageNotOfThisShopError, SweepOrphanedPhotos } from '../../../src/application/housekeeping/sweep-orphaned-photos.js';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { PHOTO_SWEEP_GRACE_MS } from '../../../src/application/shared/orphaned-photos.js';
import { GetSupportStats } from '../../../src/application/support/get-support-stats.js';
import { fakeImage } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoQuarantine } from '../../support/fakes/in-memory-photo-quarantine.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';

const HOUR = 60 * 60 * 1000;
const processed = (label: string): ProcessedPhoto => ({ bytes: fakeImage(label), width: 100, height: 100, extension: 'webp' });
const withWidths = (label: string): ProcessedPhoto => ({
  ...processed(label),
  variants: [
    { width: 480, bytes: fakeImage(`${label} 480`) },
    { width: 720, bytes: fakeImage(`${label} 720`) },
    { width: 1080, bytes: fakeImage(`${label} 1080`) },
  ],
});

/** A sweep at NOW; `at(hoursAgo, write)` writes files that long before. */
async function setup() {
  const clock = new FixedClock(new Date(NOW.getTime() - 2 * HOUR));
  const storage = new InMemoryPhotoStorage(() => clock.now());
  const repository = new InMemoryMemoryRepository();
  const quarantine = new InMemoryPhotoQuarantine(storage);
  const sweep = new SweepOrphanedPhotos(storage, repository, clock, { quarantine, identity: quarantine, marker: quarantine });
  const at = async (hoursAgo: number, write: () => Promise<unknown>) => {
    clock.set(new Date(NOW.getTime() - hoursAgo * HOUR));
    await write();
    clock.set(NOW);
  };
  return { clock, storage, repository, quarantine, sweep, at };
}

describe('SweepOrphanedPhotos (housekeeping: files a crash or a failed clean-up left)', () => {
  it('removes the old photos a page no longer names, and keeps the ones it names', async () => {
    const ctx = await setup();
    let paths: string[] = [];
    await ctx.at(3, async () => (paths = await ctx.storage.save('m1', [processed('kept'), processed('replaced')])));
    await ctx.repository.add(aMemory({ id: 'm1', photos: [paths[0]!] }));

    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 1, leftovers: 0, folders: 0, recent: 0, heldBack: { folders: 0, photos: 0 } });

    expect(ctx.storage.paths()).toEqual([paths[0]]);
  });

  it('keeps the voice message a page names ("Um áudio seu"), and takes one it no longer names', async () => {
    const ctx = await setup();
    let paths: string[] = [];
    const voice = (label: string): ProcessedPhoto => ({ bytes: fakeImage(label), width: 0, height: 0, extension: 'm4a' });
    await ctx.at(3, async () => (paths = await ctx.storage.save('m1', [processed('photo'), voice('kept'), voice('replaced')])));
    const page = aMemory({ id: 'm1', details: { plan: 'premium' }, photos: [paths[0]!] });
    page.keepVoice(paths[1]!, NOW);
    await ctx.repository.add(page);

    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 1, leftovers: 0, folders: 0, recent: 0, heldBack: { folders: 0, photos: 0 } });

    expect(ctx.storage.paths().sort()).toEqual([paths[0], paths[1]].sort());
  });

  it('keeps the smaller widths of the photos a page names, and takes those of a photo it no longer names', async () => {
    const ctx = await setup();
    let paths: string[] = [];
    await ctx.at(3, async () => (paths = await ctx.storage.save('m1', [withWidths('kept'), withWidths('replaced')])));
    await ctx.repository.add(aMemory({ id: 'm1', photos: [paths[0]!] }));
    const kept = paths[0]!;

    // One photo, counted once, taken with its three widths.
    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 1, leftovers: 0, folders: 0, recent: 0, heldBack: { folders: 0, photos: 0 } });

    expect(ctx.storage.paths().sort()).toEqual([kept, ...[480, 720, 1080].map((width) => kept.replace('.webp', `-${width}.webp`))].sort());
  });

  it('takes a smaller width left without its photo', async () => {
    const ctx = await setup();
    let paths: string[] = [];
    await ctx.at(3, async () => (paths = await ctx.storage.save('m1', [processed('named')])));
    await ctx.repository.add(aMemory({ id: 'm1', photos: paths }));
    const stray = '/uploads/m1/ffff-720.webp';
    await ctx.at(3, async () => ctx.storage.files.set(stray, fakeImage('stray')));

    await expect(ctx.sweep.execute()).resolves.toMatchObject({ photos: 1 });

    expect(ctx.storage.paths()).toEqual(paths);
  });

  it('keeps the AVIF copies of the photos a page names, takes those of a photo it no longer names, and one left alone', async () => {
    const ctx = await setup();
    let paths: string[] = [];
    const avif = (label: string) =>
      ([720, 1600] as const).map((width) => ({ width, bytes: fakeImage(`${label} avif ${width}`), format: 'avif' as const }));
    await ctx.at(3, async () => {
      paths = await ctx.storage.save('m1', [withWidths('kept'), withWidths('replaced')]);
      await ctx.storage.saveVariants(paths[0]!, avif('kept'));
      await ctx.storage.saveVariants(paths[1]!, avif('replaced'));
      ctx.storage.files.set('/uploads/m1/ffff-720.avif', fakeImage('stray'));
    });
    await ctx.repository.add(aMemory({ id: 'm1', photos: [paths[0]!] }));
    const kept = paths[0]!;

    // The replaced photo, counted once with its widths and AVIF copies, and the stray AVIF file.
    await expect(ctx.sweep.execute()).resolves.toMatchObject({ photos: 2 });

    const widths = [480, 720, 1080].map((width) => kept.replace('.webp', `-${width}.webp`));
    expect(ctx.storage.paths().sort()).toEqual([kept, ...widths, kept.replace('.webp', '-720.avif'), kept.replace('.webp', '.avif')].sort());
  });

  it('removes the folder of a memory that has no page, whole, once it and its files are old', async () => {
    const ctx = await setup();
    await ctx.at(2, () => ctx.storage.save('gone', [processed('a'), processed('b')]));
    ctx.storage.addLeftover('gone', '.x.webp.0123abcd.tmp', new Date(NOW.getTime() - 2 * HOUR));

    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 2, leftovers: 1, folders: 1, recent: 0, heldBack: { folders: 0, photos: 0 } });

    expect(await ctx.storage.listStored()).toEqual([]);
  });

  it('never takes a file younger than the grace period: an upload in progress has no row yet', async () => {
    const ctx = await setup();
    await ctx.at(0.5, () => ctx.storage.save('uploading', [processed('a')]));
    let paths: string[] = [];
    await ctx.at(3, async () => (paths = await ctx.storage.save('m1', [processed('named')])));
    await ctx.repository.add(aMemory({ id: 'm1', photos: paths }));
    await ctx.at(0.2, () => ctx.storage.save('m1', [processed('added by an edit in progress')]));
    ctx.storage.addLeftover('m1', '.y.webp.89abcdef.tmp', new Date(NOW.getTime() - 0.1 * HOUR));

    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 0, leftovers: 0, folders: 0, recent: 3, heldBack: { folders: 0, photos: 0 } });

    expect(ctx.storage.paths()).toHaveLength(3);
    expect(ctx.storage.leftovers.get('m1')?.size).toBe(1);
  });

  it('takes a file exactly as old as the grace period, not one a millisecond younger', async () => {
    const ctx = await setup();
    ctx.clock.set(new Date(NOW.getTime() - PHOTO_SWEEP_GRACE_MS));
    const [old] = await ctx.storage.save('m1', [processed('old')]);
    ctx.clock.set(new Date(NOW.getTime() - PHOTO_SWEEP_GRACE_MS + 1));
    const [young] = await ctx.storage.save('m1', [processed('young')]);
    // A page that names neither file.
    await ctx.repository.add(aMemory({ id: 'm1' }));
    ctx.clock.set(NOW);

    await ctx.sweep.execute();

    expect(ctx.storage.paths()).toEqual([young]);
    expect(ctx.storage.paths()).not.toContain(old);
  });

  it('removes the old leftovers of interrupted writes beside the photos of a page', async () => {
    const ctx = await setup();
    let paths: string[] = [];
    await ctx.at(3, async () => (paths = await ctx.storage.save('m1', [processed('a')])));
    await ctx.repository.add(aMemory({ id: 'm1', photos: paths }));
    ctx.storage.addLeftover('m1', '.z.webp.00000000.tmp', new Date(NOW.getTime() - 5 * HOUR));

    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 0, leftovers: 1, folders: 0, recent: 0, heldBack: { folders: 0, photos: 0 } });

    expect(ctx.storage.leftovers.get('m1')?.size).toBe(0);
    expect(ctx.storage.paths()).toEqual(paths);
  });

  it('keeps a page folder that has no photo left, and the folder of a page that names none of its files', async () => {
    const ctx = await setup();
    await ctx.at(3, () => ctx.storage.save('m1', [processed('a')]));
    await ctx.repository.add(aMemory({ id: 'm1', photos: ['/uploads/m1/elsewhere.webp'] }));

    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 1, leftovers: 0, folders: 0, recent: 0, heldBack: { folders: 0, photos: 0 } });

    expect((await ctx.storage.listStored()).map((folder) => folder.memoryId)).toEqual(['m1']);
  });

  it('counts without removing on a dry run', async () => {
    const ctx = await setup();
    await ctx.at(2, () => ctx.storage.save('gone', [processed('a')]));

    await expect(ctx.sweep.execute({ dryRun: true })).resolves.toEqual({
      photos: 1,
      leftovers: 0,
      folders: 1,
      recent: 0,
      heldBack: { folders: 0, photos: 0 },
    });

    expect(ctx.storage.paths()).toHaveLength(1);
  });
});

describe('SweepOrphanedPhotos: a bounded round, into the quarantine', () => {
  /** `count` folders without a page, two hours old, with one photo each. */
  async function orphans(ctx: Awaited<ReturnType<typeof setup>>, count: number) {
    for (let i = 0; i < count; i++) await ctx.at(2, () => ctx.storage.save(`gone${i}`, [processed(`p${i}`)]));
  }

  it('puts aside no more than its limit (3 folders of a small shop), holds back the rest, and deletes no photo', async () => {
    const ctx = await setup();
    await orphans(ctx, 10);

    await expect(ctx.sweep.execute()).resolves.toEqual({ photos: 3, leftovers: 0, folders: 3, recent: 0, heldBack: { folders: 7, photos: 7 } });

    expect(ctx.storage.paths()).toHaveLength(7);
    expect(await ctx.quarantine.listQuarantined()).toHaveLength(3);
  });

  it('takes at most 5% of the folders of a larger shop in one round', async () => {
    const ctx = await setup();
    for (let i = 0; i < 100; i++) {
      await ctx.at(2, async () => ctx.repository.add(aMemory({ id: `kept${i}`, photos: await ctx.storage.save(`kept${i}`, [processed(`k${i}`)]) })));
    }
    await orphans(ctx, 40);

    const swept = await ctx.sweep.execute();

    expect(swept.folders).toBe(Math.floor(140 * 0.05));
    expect(swept.heldBack.folders).toBe(40 - swept.folders);
  });

  it("takes everything found on the operator's word (beyondLimit), still into the quarantine", async () => {
    const ctx = await setup();
    await orphans(ctx, 10);

    await expect(ctx.sweep.execute({ beyondLimit: true })).resolves.toMatchObject({ folders: 10, heldBack: { folders: 0, photos: 0 } });

    expect(ctx.storage.paths()).toHaveLength(0);
    expect((await ctx.quarantine.listQuarantined()).map((entry) => entry.files)).toEqual(Array(10).fill(1));
    await ctx.quarantine.restore('gone4');
    expect(ctx.storage.paths()).toHaveLength(1);
  });

  it("sweeps nothing when the storage's mark is not the database's shop", async () => {
    const ctx = await setup();
    await orphans(ctx, 2);
    ctx.quarantine.shopId = 'shop-a';
    ctx.quarantine.marker = 'shop-b';

    await expect(ctx.sweep.execute()).rejects.toBeInstanceOf(PhotoStorageNotOfThisShopError);
    ctx.quarantine.marker = null;
    await expect(ctx.sweep.execute()).rejects.toBeInstanceOf(PhotoStorageNotOfThisShopError);

    expect(ctx.storage.paths()).toHaveLength(2);
    expect(await ctx.quarantine.listQuarantined()).toEqual([]);
  });
});

describe('GetSupportStats: photo files no page names', () => {
  it('counts what the next sweep removes and what is still too recent, removing nothing', async () => {
    const ctx = await setup();
    await ctx.at(2, () => ctx.storage.save('gone', [processed('a'), processed('b')]));
    await ctx.at(0.5, () => ctx.storage.save('uploading', [processed('c')]));
    const stats = new GetSupportStats(ctx.repository, SPEC_PRICES, new InMemoryTaskQueue(), new InMemoryTaskQueue(), {
      pages: ctx.repository,
      storage: ctx.storage,
      clock: ctx.clock,
    });

    await expect(stats.execute()).resolves.toMatchObject({ orphanedPhotos: { photos: 2, leftovers: 0, folders: 1, recent: 1 } });

    expect(ctx.storage.paths()).toHaveLength(3);
  });
});
