import { beforeEach, describe, expect, it } from 'vitest';
import { bytes, DAY, page, ShopOnFakes } from '../../support/backup/shop-on-fakes.js';

let shop: ShopOnFakes;
let older: string;
let newer: string;
/** The blobs only the older snapshot names: the photo its page p2 had, and its rows of pages. */
let onlyOlder: { blobs: number; bytes: number };

beforeEach(async () => {
  shop = new ShopOnFakes();
  older = (await shop.take()).snapshot;
  const olderRows = shop.manifest(older).files.find((file) => file.path.startsWith('rows/'))!;
  onlyOlder = { blobs: 2, bytes: 'photo b'.length + olderRows.size };
  shop.files.objects.delete('p2/b.webp');
  shop.rows.tables.memories = [page('p1', ['a.webp'])];
  shop.clock.advance(2 * DAY);
  newer = (await shop.take()).snapshot;
});

/** A blob no snapshot names, written `age` ago (by a backup that died before its manifest). */
const leftover = async (content: string, age: number) => {
  const blob = await shop.putBlob('leftover', bytes(content));
  shop.destination.blobs.get(blob.sha256)!.writtenAt = new Date(shop.clock.now().getTime() - age);
  return blob.sha256;
};

describe('PruneBackups', () => {
  it('removes the snapshots the policy does not keep, then the blobs only they named, and says how much', async () => {
    await expect(shop.prune('1')).resolves.toEqual({
      kept: [newer],
      removed: [older],
      blobsRemoved: onlyOlder.blobs,
      bytesRemoved: onlyOlder.bytes,
      collectionPutOff: false,
    });
    await expect(shop.verifier().execute()).resolves.toMatchObject({ whole: true });
  });

  it('collects no blob while a backup has been running for less than a day', async () => {
    shop.destination.running.set('20261129T000000000Z', new Date(shop.clock.now().getTime() - DAY + 1));
    await expect(shop.prune('1')).resolves.toEqual({ kept: [newer], removed: [older], blobsRemoved: 0, bytesRemoved: 0, collectionPutOff: true });
  });

  it('collects the blobs when the backup recorded as running started a day ago or more (it died)', async () => {
    shop.destination.running.set('20261128T000000000Z', new Date(shop.clock.now().getTime() - DAY));
    await expect(shop.prune('1')).resolves.toMatchObject({ blobsRemoved: onlyOlder.blobs, collectionPutOff: false });
  });

  it('keeps a blob no snapshot names while it is younger than a day, and collects it at a day old', async () => {
    const young = await leftover('young blob', DAY - 1);
    await expect(shop.prune('2')).resolves.toMatchObject({ blobsRemoved: 0 });
    expect(shop.destination.blobs.has(young)).toBe(true);
    const old = await leftover('old blob', DAY);
    await expect(shop.prune('2')).resolves.toMatchObject({ blobsRemoved: 1, bytesRemoved: 'old blob'.length });
    expect([shop.destination.blobs.has(young), shop.destination.blobs.has(old)]).toEqual([true, false]);
  });

  it('collects nothing while a manifest this version cannot read is there: it may name any blob', async () => {
    const unknown = '20261128T000000000Z';
    await shop.destination.putManifest(unknown, bytes('{"format":"memories-backup/2"}'));
    await leftover('old blob', 2 * DAY);
    await expect(shop.prune('1')).resolves.toEqual({
      kept: [unknown, newer],
      removed: [older],
      blobsRemoved: 0,
      bytesRemoved: 0,
      collectionPutOff: true,
    });
  });

  it('collects as usual when a listed manifest is gone by the time it is read', async () => {
    shop.destination.listedOnly.add('20261128T000000000Z');
    await expect(shop.prune('1')).resolves.toMatchObject({ removed: [older], blobsRemoved: onlyOlder.blobs, collectionPutOff: false });
  });
});
