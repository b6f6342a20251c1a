import { beforeEach, describe, expect, it } from 'vitest';
import { latestManifest, latestSnapshotTime, loadManifest, mapLimited, snapshotIds } from '../../../src/application/backup/snapshot-catalogue.js';
import { bytes, DAY, ShopOnFakes } from '../../support/backup/shop-on-fakes.js';

const UNREADABLE = bytes('{"format":"memories-backup/2"}');

let shop: ShopOnFakes;
let first: string;
let second: string;

beforeEach(async () => {
  shop = new ShopOnFakes();
  first = (await shop.take()).snapshot;
  shop.clock.advance(DAY);
  second = (await shop.take()).snapshot;
});

describe('the snapshots of a destination', () => {
  it('are the manifests named by a snapshot id, oldest first, whatever order the destination lists them in', async () => {
    const manifests = new Map(shop.destination.manifests);
    shop.destination.manifests.clear();
    for (const id of [second, 'latest', first]) shop.destination.manifests.set(id, manifests.get(id) ?? UNREADABLE);
    await expect(snapshotIds(shop.destination)).resolves.toEqual([first, second]);
  });

  it('has each one’s manifest: none when it is not there, unreadable when it is not one this version reads or names another', async () => {
    await expect(loadManifest(shop.destination, first)).resolves.toEqual(shop.manifest(first));
    await expect(loadManifest(shop.destination, '20261126T000000000Z')).resolves.toBeNull();
    shop.destination.manifests.set('20261126T000000000Z', UNREADABLE);
    await expect(loadManifest(shop.destination, '20261126T000000000Z')).resolves.toBe('unreadable');
    shop.destination.manifests.set('20261126T000000000Z', shop.destination.manifests.get(first)!);
    await expect(loadManifest(shop.destination, '20261126T000000000Z')).resolves.toBe('unreadable');
  });
});

describe('the newest snapshot', () => {
  it('is the newest manifest that reads, passing over those it cannot read or that are gone', async () => {
    await expect(latestManifest(shop.destination)).resolves.toMatchObject({ snapshot: second });
    shop.destination.manifests.set('20261129T000000000Z', UNREADABLE);
    shop.destination.listedOnly.add('20261130T000000000Z');
    await expect(latestManifest(shop.destination)).resolves.toMatchObject({ snapshot: second });
  });

  it('is none in an empty destination', async () => {
    shop.destination.manifests.clear();
    await expect(latestManifest(shop.destination)).resolves.toBeNull();
    await expect(latestSnapshotTime(shop.destination)).resolves.toBeNull();
  });

  it('was taken at the time its id names, whether or not its manifest reads', async () => {
    await expect(latestSnapshotTime(shop.destination)).resolves.toEqual(new Date('2026-11-28T03:00:00.000Z'));
    shop.destination.manifests.set('20261129T000000000Z', UNREADABLE);
    await expect(latestSnapshotTime(shop.destination)).resolves.toEqual(new Date('2026-11-29T00:00:00.000Z'));
  });
});

describe('mapLimited', () => {
  /** Work that records the items started and ended and how many are under way at once; `failing` fails at once, the others take 5 ms. */
  function recordedWork(failing?: number) {
    const record = { started: [] as number[], ended: [] as number[], mostAtOnce: 0 };
    let underWay = 0;
    const work = async (item: number) => {
      record.started.push(item);
      record.mostAtOnce = Math.max(record.mostAtOnce, ++underWay);
      await new Promise((resolve) => setTimeout(resolve, item === failing ? 0 : 5));
      underWay--;
      record.ended.push(item);
      if (item === failing) throw new Error(`item ${item} failed`);
      return item * 10;
    };
    return { record, work };
  }

  it('gives the results in the items’ order, with at most `limit` under way at once', async () => {
    const { record, work } = recordedWork();
    await expect(mapLimited([1, 2, 3, 4, 5], 2, work)).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(record.mostAtOnce).toBe(2);
  });

  it('gives nothing for no items', async () => {
    await expect(mapLimited([], 8, () => Promise.resolve('never'))).resolves.toEqual([]);
  });

  it('starts no item after a failure, and throws it once the items under way have ended', async () => {
    const { record, work } = recordedWork(1);
    await expect(mapLimited([1, 2, 3, 4, 5], 2, work)).rejects.toThrow('item 1 failed');
    expect(record).toMatchObject({ started: [1, 2], ended: [1, 2] });
  });
});
