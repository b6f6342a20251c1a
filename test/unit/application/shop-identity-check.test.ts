import { describe, expect, it } from 'vitest';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { CheckShopIdentity } from '../../../src/application/safekeeping/shop-identity-check.js';
import { fakeImage } from '../../support/fakes/fake-photo-processor.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoQuarantine } from '../../support/fakes/in-memory-photo-quarantine.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const processed = (label: string): ProcessedPhoto => ({ bytes: fakeImage(label), width: 100, height: 100, extension: 'webp' });

function setup() {
  const storage = new InMemoryPhotoStorage();
  const repository = new InMemoryMemoryRepository();
  const sides = new InMemoryPhotoQuarantine(storage);
  const check = new CheckShopIdentity(sides, sides, storage, repository, repository, () => 'new-id');
  /** A page with one stored photo. */
  const page = async (id: string) => repository.add(aMemory({ id, photos: await storage.save(id, [processed(id)]) }));
  /** A photo folder no page names. */
  const folder = (id: string) => storage.save(id, [processed(id)]);
  return { storage, repository, sides, check, page, folder };
}

describe('CheckShopIdentity: do the database and the photo storage belong to one shop?', () => {
  it('a new database beside an empty storage is a new shop: the same new id on both sides', async () => {
    const ctx = setup();
    await expect(ctx.check.execute()).resolves.toMatchObject({ kind: 'new-shop', shopId: 'new-id' });
    expect([ctx.sides.shopId, ctx.sides.marker]).toEqual(['new-id', 'new-id']);
    await expect(ctx.check.execute()).resolves.toMatchObject({ kind: 'same', shopId: 'new-id' });
  });

  it('a database from before the id beside its photos is adopted; so is a first order cut short on a new shop', async () => {
    const ctx = setup();
    await ctx.page('p1');
    await ctx.page('p2');
    await expect(ctx.check.execute()).resolves.toMatchObject({ kind: 'adopted', shopId: 'new-id' });
    expect(ctx.sides.marker).toBe('new-id');

    const crashed = setup();
    await crashed.folder('cut-short');
    await expect(crashed.check.execute()).resolves.toMatchObject({ kind: 'adopted' });
  });

  it("keeps a marked storage's id when the database (from before the id) still knows its photos", async () => {
    const ctx = setup();
    await ctx.page('p1');
    ctx.sides.marker = 'the-shop';
    await expect(ctx.check.execute()).resolves.toMatchObject({ kind: 'adopted', shopId: 'the-shop' });
    expect(ctx.sides.shopId).toBe('the-shop');
  });

  it.each([
    [
      'a lost database: no id, no page, beside a marked storage with one folder',
      'empty-database',
      async (ctx: ReturnType<typeof setup>) => {
        ctx.sides.marker = 'the-shop';
        await ctx.folder('f1');
      },
    ],
    [
      'an emptied database beside an unmarked storage with more folders than a round may take',
      'empty-database',
      async (ctx: ReturnType<typeof setup>) => {
        for (const id of ['f1', 'f2', 'f3', 'f4']) await ctx.folder(id);
      },
    ],
    [
      'another shop',
      'different-shop',
      async (ctx: ReturnType<typeof setup>) => {
        ctx.sides.shopId = 'shop-a';
        ctx.sides.marker = 'shop-b';
      },
    ],
    [
      'a lost photo folder',
      'photos-missing',
      async (ctx: ReturnType<typeof setup>) => {
        await ctx.page('p1');
        ctx.storage.files.clear();
        ctx.storage.folders.clear();
      },
    ],
    [
      'an older database',
      'database-behind',
      async (ctx: ReturnType<typeof setup>) => {
        ctx.sides.shopId = ctx.sides.marker = 'the-shop';
        await ctx.page('p1');
        for (const id of ['f1', 'f2', 'f3', 'f4']) await ctx.folder(id);
      },
    ],
  ] as const)('refuses %s (%s), writing nothing', async (_case, mismatch, arrange) => {
    const ctx = setup();
    await arrange(ctx);
    const ids = [ctx.sides.shopId, ctx.sides.marker];
    const files = ctx.storage.paths().length;

    await expect(ctx.check.execute()).resolves.toMatchObject({ kind: 'refused', mismatch });

    expect([ctx.sides.shopId, ctx.sides.marker]).toEqual(ids);
    expect(ctx.storage.paths()).toHaveLength(files);
  });

  it('starts an older database whose unknown folders are within what a round may take (a crash or two)', async () => {
    const ctx = setup();
    ctx.sides.shopId = ctx.sides.marker = 'the-shop';
    await ctx.page('p1');
    for (const id of ['f1', 'f2', 'f3']) await ctx.folder(id);
    await expect(ctx.check.execute()).resolves.toMatchObject({ kind: 'same' });
  });
});
