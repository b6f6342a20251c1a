import { beforeEach, describe, expect, it } from 'vitest';
import { parseManifest } from '../../../src/application/backup/backup-manifest.js';
import { PruneBackups } from '../../../src/application/backup/prune-backups.js';
import { RestoreBackup, RestoreRefusedError } from '../../../src/application/backup/restore-backup.js';
import { RunScheduledBackup } from '../../../src/application/backup/run-scheduled-backup.js';
import { BackupIncompleteError, TakeBackup } from '../../../src/application/backup/take-backup.js';
import { VerifyBackup } from '../../../src/application/backup/verify-backup.js';
import { parseRetentionPolicy } from '../../../src/domain/backup/retention-policy.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryBackupDestination, InMemoryShopFiles, InMemoryShopRows, sha256 } from '../../support/fakes/in-memory-backup-stores.js';

const DAY = 86_400_000;
const bytes = (text: string) => new TextEncoder().encode(text);

let clock: FixedClock;
let destination: InMemoryBackupDestination;
let rows: InMemoryShopRows;
let files: InMemoryShopFiles;
let dataFiles: InMemoryShopFiles;
const take = () => new TakeBackup(rows, files, dataFiles, destination, sha256, clock);

function page(id: string, photos: string[], status = 'active') {
  return { id, status, photos: JSON.stringify(photos.map((file) => `/uploads/${id}/${file}`)) };
}

beforeEach(() => {
  clock = new FixedClock(new Date('2026-11-27T03:00:00.000Z'));
  destination = new InMemoryBackupDestination(clock);
  rows = new InMemoryShopRows();
  files = new InMemoryShopFiles();
  dataFiles = new InMemoryShopFiles();
  rows.tables.memories = [page('p1', ['a.webp']), page('p2', ['b.webp'], 'pending_payment')];
  files.objects.set('p1/a.webp', bytes('photo a'));
  files.objects.set('p2/b.webp', bytes('photo b'));
  files.objects.set('_quarantine/p0/c.webp', bytes('photo c'));
  dataFiles.objects.set('app-secret', bytes('secret'));
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
    const target = { rows: new InMemoryShopRows(), files: new InMemoryShopFiles(), dataFiles: new InMemoryShopFiles() };
    target.files.objects.set('x/old.webp', bytes('old'));
    const restore = () =>
      new RestoreBackup(destination, sha256, new VerifyBackup(destination, sha256), target.rows, target.files, target.dataFiles, clock);
    await expect(restore().execute()).rejects.toBeInstanceOf(RestoreRefusedError);
    expect(target.rows.tables.memories).toEqual([]);
    target.files.objects.clear();
    await restore().execute();
    expect(target.rows.tables.memories).toEqual(rows.tables.memories);
    expect([...target.files.objects.keys()].sort()).toEqual(['_quarantine/p0/c.webp', 'p1/a.webp', 'p2/b.webp']);
    expect(new TextDecoder().decode(target.dataFiles.objects.get('app-secret'))).toBe('secret');
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
    const putOff = await new PruneBackups(destination, clock).execute(parseRetentionPolicy('1')!);
    expect(putOff).toMatchObject({ removed: ['20261127T030000000Z'], blobsRemoved: 0, collectionPutOff: true });
    destination.running.clear();
    const pruned = await new PruneBackups(destination, clock).execute(parseRetentionPolicy('1')!);
    expect(pruned.blobsRemoved).toBeGreaterThan(0);
    expect(destination.blobs.has(sha256(bytes('photo b')))).toBe(false);
    await expect(new VerifyBackup(destination, sha256).execute()).resolves.toMatchObject({ whole: true });
  });

  it('backs up when a period has passed since the destination’s newest snapshot, not before', async () => {
    const scheduled = () => {
      const useCase = take();
      return new RunScheduledBackup(useCase, new PruneBackups(destination, clock), destination, clock, {
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
