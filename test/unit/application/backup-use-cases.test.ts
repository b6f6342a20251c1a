import { beforeEach, describe, expect, it } from 'vitest';
import { parseManifest } from '../../../src/application/backup/backup-manifest.js';
import { BackupRefusedError } from '../../../src/application/backup/backup-refused-error.js';
import { ListBackups } from '../../../src/application/backup/list-backups.js';
import { PruneBackups } from '../../../src/application/backup/prune-backups.js';
import { RestoreRefusedError } from '../../../src/application/backup/restore-backup.js';
import { RunScheduledBackup } from '../../../src/application/backup/run-scheduled-backup.js';
import { BackupIncompleteError, TakeBackup } from '../../../src/application/backup/take-backup.js';
import { VerifyBackup } from '../../../src/application/backup/verify-backup.js';
import { parseRetentionPolicy } from '../../../src/domain/backup/retention-policy.js';
import { bytes, DAY, emptyTarget, page, ShopOnFakes, type RestoreTarget } from '../../support/backup/shop-on-fakes.js';
import type { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryShopFiles, InMemoryShopRows, sha256, type InMemoryBackupDestination } from '../../support/fakes/in-memory-backup-stores.js';

let shop: ShopOnFakes;
let clock: FixedClock;
let destination: InMemoryBackupDestination;
let rows: InMemoryShopRows;
let files: InMemoryShopFiles;
const take = () => shop.takeBackup();
const restoreInto = (target: RestoreTarget) => shop.restoreInto(target);

beforeEach(() => {
  shop = new ShopOnFakes();
  ({ clock, destination, rows, files } = shop);
});

describe('TakeBackup', () => {
  it('copies every object once, then references what the destination has; the manifest counts pages by status', async () => {
    const first = await take().execute();
    expect(first.photos).toEqual({ total: 3, copied: 3, reused: 0 });
    clock.advance(DAY);
    files.objects.set('p1/d.webp', bytes('photo d'));
    const second = await take().execute();
    expect(second.photos).toEqual({ total: 4, copied: 1, reused: 3 });
    const manifest = parseManifest(destination.manifests.get(second.snapshot)!)!;
    expect(manifest.pages).toEqual({ active: 1, pending_payment: 1 });
    expect(manifest.files.map((file) => file.path)).toContain('data/app-secret');
    expect(destination.running.size).toBe(0);
  });

  it('takes the snapshot again when a photo a page names vanished between the rows and the copy; counts what this run sent', async () => {
    let listings = 0;
    files.onList = () => {
      // An edit replaced p1's photo after the rows were read: the first listing no longer has it.
      if (++listings === 1) {
        files.objects.delete('p1/a.webp');
        files.objects.set('p1/e.webp', bytes('photo e'));
        rows.tables.memories = [page('p1', ['e.webp']), rows.tables.memories![1]!];
      }
    };
    const report = await take().execute();
    expect(listings).toBe(2);
    expect(report.photos).toEqual({ total: 3, copied: 3, reused: 0 });
    await expect(new VerifyBackup(destination, sha256).execute()).resolves.toMatchObject({ whole: true });
  });

  it('writes no manifest when the photos stay missing', async () => {
    files.objects.delete('p2/b.webp');
    await expect(take().execute()).rejects.toBeInstanceOf(BackupIncompleteError);
    expect(destination.manifests.size).toBe(0);
  });
});

describe('RestoreBackup', () => {
  it('refuses a non-empty target, and restores rows, photos and the secret into an empty one', async () => {
    await take().execute();
    const target = emptyTarget();
    target.files.objects.set('x/old.webp', bytes('old'));
    const restore = () => restoreInto(target);
    await expect(restore().execute()).rejects.toBeInstanceOf(RestoreRefusedError);
    expect(target.rows.tables.memories).toEqual([]);
    target.files.objects.clear();
    await restore().execute();
    expect(target.rows.tables.memories).toEqual(rows.tables.memories);
    expect([...target.files.objects.keys()].sort()).toEqual(['_quarantine/p0/c.webp', 'p1/a.webp', 'p2/b.webp']);
    expect(new TextDecoder().decode(target.dataFiles.objects.get('app-secret'))).toBe('secret');
  });

  const photoBlob = (key: string) => sha256(files.objects.get(key)!);

  it('reads each photo of the snapshot once, checking it as it copies it into an empty target', async () => {
    await take().execute();
    destination.reads.clear();
    await restoreInto(emptyTarget()).execute();
    expect([photoBlob('p1/a.webp'), photoBlob('p2/b.webp'), photoBlob('_quarantine/p0/c.webp')].map((blob) => destination.reads.get(blob))).toEqual([
      1, 1, 1,
    ]);
  });

  it('refuses a snapshot with a damaged photo found while copying, and takes back every photo it wrote', async () => {
    files.objects.set('p3/z.webp', bytes('photo z'));
    await take().execute();
    const damaged = destination.blobs.get(photoBlob('p2/b.webp'))!;
    damaged.bytes = bytes('photo B');
    const target = emptyTarget();
    const refusal = await restoreInto(target)
      .execute()
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as RestoreRefusedError).refusal).toMatchObject({
      reason: 'not-whole',
      verify: { whole: false, problems: [{ kind: 'damaged-file', path: 'photos/p2/b.webp' }] },
    });
    expect({ files: [...target.files.objects.keys()], rows: target.rows.tables.memories, secret: target.dataFiles.objects.size }).toEqual({
      files: [],
      rows: [],
      secret: 0,
    });
  });
});

describe('PruneBackups and RunScheduledBackup', () => {
  it('removes old snapshots and the blobs only they named, never while a backup runs or younger than a day', async () => {
    await take().execute();
    files.objects.delete('p2/b.webp');
    rows.tables.memories = [page('p1', ['a.webp'])];
    clock.advance(2 * DAY);
    await take().execute();
    destination.running.set('20261201T000000000Z', clock.now());
    const putOff = await new PruneBackups(destination, clock, rows).execute(parseRetentionPolicy('1')!);
    expect(putOff).toMatchObject({ removed: ['20261127T030000000Z'], blobsRemoved: 0, collectionPutOff: true });
    destination.running.clear();
    const pruned = await new PruneBackups(destination, clock, rows).execute(parseRetentionPolicy('1')!);
    expect(pruned.blobsRemoved).toBeGreaterThan(0);
    expect(destination.blobs.has(sha256(bytes('photo b')))).toBe(false);
    await expect(new VerifyBackup(destination, sha256).execute()).resolves.toMatchObject({ whole: true });
  });

  it('backs up when a period has passed since the destination’s newest snapshot, not before', async () => {
    const scheduled = () => {
      const useCase = take();
      return new RunScheduledBackup(useCase, new PruneBackups(destination, clock, rows), destination, clock, {
        periodMs: DAY,
        keep: parseRetentionPolicy('7d')!,
      }).execute();
    };
    await expect(scheduled()).resolves.toMatchObject({ ran: true, ok: true });
    clock.advance(DAY / 2);
    await expect(scheduled()).resolves.toEqual({ ran: false, reason: 'not-due' });
    clock.advance(DAY / 2 - 5 * 60_000);
    await expect(scheduled()).resolves.toMatchObject({ ran: true, ok: true });
    expect(destination.manifests.size).toBe(2);
  });
});

describe('whose snapshots: no mistake can lose one', () => {
  const identity = (shopId: string) => [{ id: 1, shop_id: shopId, created_at: '2026-11-01T00:00:00.000Z' }];

  beforeEach(() => {
    rows.tables.shop_identity = identity('shop-a');
  });

  it('writes the shop id in the manifest, and ListBackups shows it', async () => {
    const { snapshot } = await take().execute();
    expect(parseManifest(destination.manifests.get(snapshot)!)!.shopIdentity).toMatchObject({ shop_id: 'shop-a' });
    await expect(new ListBackups(destination).execute()).resolves.toMatchObject([{ snapshot, shopId: 'shop-a', pages: 2 }]);
  });

  it('refuses to write beside another shop’s snapshots, or an empty shop over pages, leaving the destination as it was', async () => {
    await take().execute();
    const before = { blobs: [...destination.blobs.keys()], manifests: [...destination.manifests.keys()] };
    clock.advance(DAY);
    rows.tables.shop_identity = identity('shop-b');
    await expect(take().execute()).rejects.toMatchObject({ refusal: { reason: 'other-shop', shopId: 'shop-b' } });
    rows.tables = { memories: [], email_outbox: [] };
    files.objects.clear();
    await expect(take().execute()).rejects.toBeInstanceOf(BackupRefusedError);
    rows.tables.shop_identity = identity('shop-a');
    await expect(take().execute()).rejects.toMatchObject({ refusal: { reason: 'empty-shop', snapshot: { pages: 2, shopId: 'shop-a' } } });
    expect({ blobs: [...destination.blobs.keys()], manifests: [...destination.manifests.keys()] }).toEqual(before);
    expect(destination.running.size).toBe(0);
    await expect(take().execute({ allowEmptyShop: true })).resolves.toMatchObject({ pages: {} });
  });

  it('prunes only its own shop’s snapshots, and keeps the newest one with pages whatever the retention says', async () => {
    const real = (await take().execute()).snapshot;
    clock.advance(DAY);
    const pages = rows.tables.memories!;
    rows.tables.memories = [];
    // A backup of the shop without its pages, taken because it was told to.
    const empty = (await take().execute({ allowEmptyShop: true })).snapshot;
    rows.tables.memories = pages;
    clock.advance(DAY);
    const other = await otherShopSnapshot();
    clock.advance(DAY);
    const pruned = await new PruneBackups(destination, clock, rows).execute(parseRetentionPolicy('1')!);
    expect(pruned.removed).toEqual([]);
    expect(pruned.kept).toEqual([real, empty, other]);
    clock.advance(DAY);
    const newer = (await take().execute({ allowOtherShop: true })).snapshot;
    const again = await new PruneBackups(destination, clock, rows).execute(parseRetentionPolicy('1')!);
    expect(again.removed).toEqual([real, empty]);
    expect(again.kept).toEqual([other, newer]);
  });

  it('restores the newest snapshot only when it holds pages, and says which before writing', async () => {
    const { snapshot } = await take().execute();
    clock.advance(DAY);
    rows.tables.memories = [];
    files.objects.clear();
    const empty = (await take().execute({ allowEmptyShop: true })).snapshot;
    const target = emptyTarget();
    await expect(restoreInto(target).execute()).rejects.toMatchObject({ refusal: { reason: 'empty-shop', snapshot: { id: empty, pages: 0 } } });
    expect(target.files.objects.size + target.rows.tables.memories!.length).toBe(0);
    const told: unknown[] = [];
    await restoreInto(target).execute({ snapshotId: snapshot, onStart: (chosen) => told.push(chosen) });
    expect(told).toEqual([{ id: snapshot, at: new Date('2026-11-27T03:00:00.000Z'), shopId: 'shop-a', pages: 2, photos: 3 }]);
    expect(target.rows.tables.memories).toHaveLength(2);
    // The photos were made durable before the rows that name them were written.
    expect(target.files.unpersisted.size).toBe(0);
  });

  it('refuses the newest snapshot of another shop over a shop with pages', async () => {
    await take().execute();
    const target = emptyTarget();
    target.rows.tables = { memories: [page('q1', [])], email_outbox: [], shop_identity: identity('shop-b') };
    await expect(restoreInto(target).execute({ force: true })).rejects.toMatchObject({ refusal: { reason: 'other-shop', shopId: 'shop-b' } });
    await expect(restoreInto(target).execute({ force: true, allowOtherShop: true })).resolves.toMatchObject({ pages: { active: 1 } });
  });

  it('refuses a snapshot taken on a newer schema than the target’s, and one whose schema it cannot tell', async () => {
    rows.migrationName = 'Migration20280101000000_future';
    const { snapshot } = await take().execute();
    expect(parseManifest(destination.manifests.get(snapshot)!)!.migration).toBe('Migration20280101000000_future');
    const target = emptyTarget();
    await expect(restoreInto(target).execute()).rejects.toMatchObject({
      refusal: { reason: 'newer-schema', targetMigration: target.rows.migrationName },
    });
    rows.migrationName = '';
    clock.advance(DAY);
    await take().execute();
    await expect(restoreInto(target).execute()).rejects.toMatchObject({ refusal: { reason: 'newer-schema', snapshotMigration: '' } });
    expect(target.files.objects.size).toBe(0);
  });

  it('reports the snapshot’s size to monitoring, not what the run sent', async () => {
    await take().execute();
    clock.advance(DAY);
    const nightly = await new RunScheduledBackup(take(), new PruneBackups(destination, clock, rows), destination, clock, {
      periodMs: DAY,
      keep: parseRetentionPolicy('7d')!,
    }).execute();
    expect(nightly).toMatchObject({ ran: true, ok: true, report: { bytes: { copied: expect.any(Number) as number } } });
    const outcome = nightly as { bytes: number; report: { bytes: { copied: number; total: number } } };
    expect(outcome.report.bytes.copied).toBeLessThan(100);
    expect(outcome.bytes).toBe(outcome.report.bytes.total);
    expect(outcome.bytes).toBeGreaterThan(outcome.report.bytes.copied);
  });

  async function otherShopSnapshot(): Promise<string> {
    const otherRows = new InMemoryShopRows();
    otherRows.tables = { memories: [page('z1', [])], shop_identity: identity('shop-z') };
    return (
      await new TakeBackup(otherRows, new InMemoryShopFiles(), new InMemoryShopFiles(), destination, sha256, clock).execute({ allowOtherShop: true })
    ).snapshot;
  }
});
