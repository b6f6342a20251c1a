import { beforeEach, describe, expect, it } from 'vitest';
import { RestoreRefusedError, SnapshotChangedError, type RestoreBackupInput } from '../../../src/application/backup/restore-backup.js';
import { rejectionOf } from '../../support/rejection.js';
import { bytes, DAY, emptyTarget, page, ShopOnFakes, type RestoreTarget } from '../../support/backup/shop-on-fakes.js';

const ROWS = 'rows/memories/000001.ndjson';

let shop: ShopOnFakes;
let target: RestoreTarget;

beforeEach(() => {
  shop = new ShopOnFakes();
  target = emptyTarget();
});

const restore = (input?: RestoreBackupInput) => shop.restoreInto(target).execute(input);
const refusalOf = async (input?: RestoreBackupInput) => (await rejectionOf(restore(input), RestoreRefusedError)).refusal;
const blobOfPath = (snapshot: string, path: string) => shop.manifest(snapshot).files.find((file) => file.path === path)!.sha256;
/** What the target holds: its rows of pages, its objects and its data folder's files. */
const targetContents = () => ({
  pages: target.rows.tables.memories,
  files: [...target.files.objects.keys()].sort(),
  data: [...target.dataFiles.objects.keys()],
});
const UNTOUCHED = { pages: [], files: [], data: [] };

describe('RestoreBackup: what it restores and reports', () => {
  it('writes the photos, their empty folders, the secret and the rows, and reports the bytes written and the time taken', async () => {
    shop.files.objects.set('p9/', new Uint8Array());
    const { snapshot } = await shop.take();
    const rowsSize = shop.destination.blobs.get(blobOfPath(snapshot, ROWS))!.bytes.length;
    const report = await restore({ onStart: () => shop.clock.advance(700) });
    expect(report).toEqual({
      snapshot,
      rows: { memories: 2, email_outbox: 0 },
      pages: { active: 1, pending_payment: 1 },
      photos: { written: 3, folders: 1 },
      // The photos and the rows; the data folder's secret is not counted.
      bytes: { written: 3 * 'photo a'.length + rowsSize },
      durationMs: 700,
    });
    expect(targetContents()).toEqual({
      pages: shop.rows.tables.memories,
      files: ['_quarantine/p0/c.webp', 'p1/a.webp', 'p2/b.webp', 'p9/'],
      data: ['app-secret'],
    });
  });

  it('restores a snapshot named by its id though it holds no page', async () => {
    shop.rows.tables.memories = [];
    const { snapshot } = await shop.take();
    await expect(restore({ snapshotId: snapshot })).resolves.toMatchObject({ snapshot, pages: {} });
  });

  it('restores the newest snapshot without pages when told it may', async () => {
    shop.rows.tables.memories = [];
    await shop.take();
    expect(await refusalOf()).toMatchObject({ reason: 'empty-shop' });
    await expect(restore({ allowEmptyShop: true })).resolves.toMatchObject({ pages: {} });
  });

  it('restores the newest snapshot of another shop over a shop with pages when told it may', async () => {
    shop.rows.tables.shop_identity = [{ id: 1, shop_id: 'shop-a' }];
    await shop.take();
    target.rows.tables = { memories: [page('q1', [])], email_outbox: [], shop_identity: [{ id: 1, shop_id: 'shop-b' }] };
    expect(await refusalOf({ force: true, allowEmptyShop: true })).toMatchObject({ reason: 'other-shop', shopId: 'shop-b' });
    await expect(restore({ force: true, allowOtherShop: true })).resolves.toMatchObject({ pages: { active: 1, pending_payment: 1 } });
  });
});

describe('RestoreBackup: what it refuses, leaving the target as it was', () => {
  it('refuses a snapshot that is not whole, with the report that says why', async () => {
    const { snapshot } = await shop.take();
    shop.damageBlob(blobOfPath(snapshot, ROWS), bytes('{}\n'));
    const refusal = await refusalOf();
    expect(refusal).toMatchObject({
      reason: 'not-whole',
      verify: {
        snapshot,
        whole: false,
        problems: [
          { kind: 'damaged-file', path: ROWS },
          { kind: 'row-count', table: 'memories', expected: 2, found: 1 },
        ],
      },
    });
    expect(targetContents()).toEqual(UNTOUCHED);
  });

  it('refuses to restore from a destination without snapshots', async () => {
    expect(await refusalOf()).toEqual({
      reason: 'not-whole',
      verify: { snapshot: null, whole: false, problems: [{ kind: 'no-snapshot' }], files: 0, bytes: 0, rows: {}, pages: {} },
    });
  });

  it('refuses a target that holds rows, or photos, and counts them; its empty folders do not count', async () => {
    await shop.take();
    target.rows.tables.email_outbox = [{ id: 'e1' }];
    expect(await refusalOf()).toEqual({ reason: 'target-not-empty', rows: 1, files: 0 });
    target.rows.tables.email_outbox = [];
    target.files.objects.set('x/old.webp', bytes('old'));
    target.files.objects.set('x/', new Uint8Array());
    expect(await refusalOf()).toEqual({ reason: 'target-not-empty', rows: 0, files: 1 });
    target.files.objects.delete('x/old.webp');
    await expect(restore()).resolves.toMatchObject({ pages: { active: 1, pending_payment: 1 } });
  });

  it('says why in its message', async () => {
    await shop.take();
    target.rows.tables.email_outbox = [{ id: 'e1' }];
    const error = await rejectionOf(restore(), RestoreRefusedError);
    expect({ name: error.name, message: error.message }).toEqual({ name: 'RestoreRefusedError', message: 'restore refused: target-not-empty' });
  });
});

describe('RestoreBackup: a snapshot that changes while it is restored', () => {
  it('takes back exactly the photos it wrote, and their folders, when one is found damaged as it is copied', async () => {
    shop.files.objects.set('top.webp', bytes('photo t'));
    await shop.take();
    shop.damageBlob(shop.blobOf('p2/b.webp'), bytes('photo B'));
    expect(await refusalOf()).toMatchObject({
      reason: 'not-whole',
      verify: { whole: false, problems: [{ kind: 'damaged-file', path: 'photos/p2/b.webp' }] },
    });
    expect([...target.files.removed].sort()).toEqual(['_quarantine/p0/', '_quarantine/p0/c.webp', 'p1/', 'p1/a.webp', 'top.webp']);
    expect(targetContents()).toEqual(UNTOUCHED);
  });

  it('refuses when a photo’s blob is gone by the time it is copied', async () => {
    await shop.take();
    const refusal = await refusalOf({ onStart: () => shop.destination.blobs.delete(shop.blobOf('p1/a.webp')) });
    expect(refusal).toMatchObject({ reason: 'not-whole', verify: { problems: [{ kind: 'damaged-file', path: 'photos/p1/a.webp' }] } });
    expect(targetContents()).toEqual(UNTOUCHED);
  });

  it('writes no row when a table’s file changed after the check', async () => {
    const { snapshot } = await shop.take();
    const rows = blobOfPath(snapshot, ROWS);
    const error = await rejectionOf(restore({ onStart: () => shop.damageBlob(rows, bytes('{}\n')) }), SnapshotChangedError);
    expect({ name: error.name, message: error.message, path: error.path }).toEqual({
      name: 'SnapshotChangedError',
      message: `the snapshot's file ${ROWS} no longer matches its checksum`,
      path: ROWS,
    });
    expect(target.rows.tables.memories).toEqual([]);
  });

  it('passes on a failure to write that is not the snapshot’s, without taking anything back', async () => {
    await shop.take();
    const full = new Error('ENOSPC: no space left on device');
    target.files.write = () => Promise.reject(full);
    await expect(restore()).rejects.toBe(full);
    expect(target.files.removed).toEqual([]);
  });

  it('checks every photo whole before writing over a shop’s own files', async () => {
    await shop.take();
    shop.clock.advance(DAY);
    shop.damageBlob(shop.blobOf('p2/b.webp'), bytes('photo B'));
    target.files.objects.set('x/old.webp', bytes('old'));
    expect(await refusalOf({ force: true })).toMatchObject({
      reason: 'not-whole',
      verify: { problems: [{ kind: 'damaged-file', path: 'photos/p2/b.webp' }] },
    });
    expect(target.files.removed).toEqual([]);
    expect([...target.files.objects.keys()]).toEqual(['x/old.webp']);
  });
});
