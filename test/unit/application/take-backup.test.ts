import { beforeEach, describe, expect, it } from 'vitest';
import { BackupRefusedError } from '../../../src/application/backup/backup-refused-error.js';
import { BackupIncompleteError } from '../../../src/application/backup/take-backup.js';
import { rejectionOf } from '../../support/rejection.js';
import { bytes, DAY, page, ShopOnFakes } from '../../support/backup/shop-on-fakes.js';

let shop: ShopOnFakes;
/** The keys of the photo storage the backup read, sorted. */
let read: string[];

beforeEach(() => {
  shop = new ShopOnFakes();
  read = [];
  shop.files.onRead = (key) => void read.push(key);
});

const readKeys = () => [...read].sort();
const pathsOf = (snapshot: string, prefix: string) =>
  shop
    .manifest(snapshot)
    .files.map((file) => file.path)
    .filter((path) => path.startsWith(prefix));

describe('TakeBackup: what the snapshot holds and the report says', () => {
  it('sends every blob once and reports the rows by table, the photos, the bytes and the time taken', async () => {
    shop.files.onList = () => shop.clock.advance(1500);
    const report = await shop.take();
    const sent = [...shop.destination.blobs.values()].reduce((sum, blob) => sum + blob.bytes.length, 0);
    expect(report).toEqual({
      snapshot: '20261127T030000000Z',
      createdAt: '2026-11-27T03:00:00.000Z',
      rows: { memories: 2, email_outbox: 0 },
      pages: { active: 1, pending_payment: 1 },
      photos: { total: 3, copied: 3, reused: 0 },
      bytes: { copied: sent, total: sent },
      durationMs: 1500,
    });
    expect(shop.destination.puts).toBe(5);
  });

  it('writes a table’s rows in files of 2,000 rows, numbered from 1', async () => {
    shop.rows.tables.memories = Array.from({ length: 2001 }, (_, n) => page(`p${n}`, []));
    const { snapshot } = await shop.take();
    expect(shop.manifest(snapshot).tables).toEqual({
      memories: { rows: 2001, files: ['rows/memories/000001.ndjson', 'rows/memories/000002.ndjson'] },
      email_outbox: { rows: 0, files: [] },
    });
    expect(pathsOf(snapshot, 'rows/')).toEqual(['rows/memories/000001.ndjson', 'rows/memories/000002.ndjson']);
  });

  it('keeps the storage’s empty folders as folders, never as files, and reads none', async () => {
    shop.files.objects.set('p9/', new Uint8Array());
    const { snapshot } = await shop.take();
    expect(shop.manifest(snapshot).folders).toEqual(['photos/p9/']);
    expect(pathsOf(snapshot, 'photos/')).toEqual(['photos/p1/a.webp', 'photos/p2/b.webp', 'photos/_quarantine/p0/c.webp']);
    expect(readKeys()).toEqual(['_quarantine/p0/c.webp', 'p1/a.webp', 'p2/b.webp']);
  });

  it('carries the data folder’s files, not its folders', async () => {
    shop.dataFiles.objects.set('exports/', new Uint8Array());
    const { snapshot } = await shop.take();
    expect(pathsOf(snapshot, 'data/')).toEqual(['data/app-secret']);
  });

  it('leaves out an object no page names that is gone by the time it is read', async () => {
    shop.files.objects.set('p0/gone.webp', bytes('photo g'));
    shop.files.onRead = (key) => {
      if (key === 'p0/gone.webp') shop.files.objects.delete(key);
    };
    const report = await shop.take();
    expect(report.photos).toEqual({ total: 3, copied: 3, reused: 0 });
    expect(pathsOf(report.snapshot, 'photos/')).not.toContain('photos/p0/gone.webp');
  });
});

describe('TakeBackup: whose identity the manifest carries', () => {
  it('carries the shop’s identity row, wherever its table comes', async () => {
    shop.rows.tables = { shop_identity: [{ id: 1, shop_id: 'shop-a' }], ...shop.rows.tables };
    const { snapshot } = await shop.take();
    expect(shop.manifest(snapshot).shopIdentity).toEqual({ id: 1, shop_id: 'shop-a' });
  });

  it('carries no identity for a shop without one', async () => {
    const { snapshot } = await shop.take();
    expect(shop.manifest(snapshot).shopIdentity).toBeNull();
  });
});

describe('TakeBackup: what the next snapshot reads again', () => {
  it('reads only the photos that are new or whose stamp changed, and sends only new contents', async () => {
    await shop.take();
    shop.clock.advance(DAY);
    read = [];
    shop.files.objects.set('p1/a.webp', bytes('photo A'));
    shop.files.objects.set('p1/d.webp', bytes('photo d'));
    const report = await shop.take();
    expect(readKeys()).toEqual(['p1/a.webp', 'p1/d.webp']);
    expect(report.photos).toEqual({ total: 4, copied: 2, reused: 2 });
    expect(report.bytes.copied).toBe(2 * 'photo A'.length);
  });

  it('reads a photo again when its size changed though its stamp did not', async () => {
    shop.files.stamps.set('p1/a.webp', 'modified 03:00');
    await shop.take();
    shop.clock.advance(DAY);
    read = [];
    shop.files.objects.set('p1/a.webp', bytes('photo aa'));
    const { snapshot } = await shop.take();
    expect(readKeys()).toEqual(['p1/a.webp']);
    expect(shop.manifest(snapshot).files.find((file) => file.path === 'photos/p1/a.webp')).toMatchObject({ size: 8 });
  });

  it('reads a photo again when its stamp changed though its size did not', async () => {
    shop.files.stamps.set('p1/a.webp', 'modified 03:00');
    await shop.take();
    shop.clock.advance(DAY);
    read = [];
    shop.files.stamps.set('p1/a.webp', 'modified 04:00');
    await shop.take();
    expect(readKeys()).toEqual(['p1/a.webp']);
  });

  it('references a blob the destination holds already instead of sending it', async () => {
    await shop.take();
    shop.clock.advance(DAY);
    const puts = shop.destination.puts;
    shop.files.objects.set('p1/copy.webp', bytes('photo a'));
    const report = await shop.take();
    expect({ photos: report.photos, copied: report.bytes.copied, puts: shop.destination.puts - puts }).toEqual({
      photos: { total: 4, copied: 0, reused: 4 },
      copied: 0,
      puts: 0,
    });
  });
});

describe('TakeBackup: when it writes no snapshot', () => {
  it('gives up after three attempts when photos pages name stay missing, naming the first five', async () => {
    let listings = 0;
    shop.files.onList = () => void listings++;
    shop.rows.tables.memories = [page('p1', ['a.webp', '1.webp', '2.webp', '3.webp', '4.webp', '5.webp', '6.webp'])];
    const error = await rejectionOf(shop.take(), BackupIncompleteError);
    expect({ listings, name: error.name, message: error.message, missing: error.missingPhotos.length }).toEqual({
      listings: 3,
      name: 'BackupIncompleteError',
      message: 'photos named by pages could not be copied: p1/1.webp, p1/2.webp, p1/3.webp, p1/4.webp, p1/5.webp',
      missing: 6,
    });
    expect(shop.destination.manifests.size).toBe(0);
  });

  it('gives up as well when a photo a chapter names stays missing', async () => {
    shop.rows.tables.page_chapters = [
      { memory_id: 'p1', year: 1, photos: JSON.stringify([{ path: '/uploads/p1/chapter.webp', placeholder: null }]) },
    ];
    const error = await rejectionOf(shop.take(), BackupIncompleteError);
    expect(error.missingPhotos).toEqual(['p1/chapter.webp']);
    expect(shop.destination.manifests.size).toBe(0);
  });

  it('does not wait for photos other tables than the pages and the chapters name', async () => {
    shop.rows.tables.email_outbox = [{ id: 'e1', photos: JSON.stringify([{ path: '/uploads/zz/none.webp' }]) }];
    await expect(shop.take()).resolves.toMatchObject({ photos: { total: 3 } });
  });

  it('says why it refused in its message', async () => {
    shop.rows.tables.shop_identity = [{ id: 1, shop_id: 'shop-a' }];
    await shop.take();
    shop.rows.tables.shop_identity = [{ id: 1, shop_id: 'shop-b' }];
    const error = await rejectionOf(shop.take(), BackupRefusedError);
    expect({ name: error.name, message: error.message }).toEqual({ name: 'BackupRefusedError', message: 'backup refused: other-shop' });
  });
});
