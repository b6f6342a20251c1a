import { beforeEach, describe, expect, it } from 'vitest';
import { manifestBytes, parseManifest } from '../../../src/application/backup/backup-manifest.js';
import { RestoreBackup, RestoreRefusedError } from '../../../src/application/backup/restore-backup.js';
import { TakeBackup } from '../../../src/application/backup/take-backup.js';
import { VerifyBackup } from '../../../src/application/backup/verify-backup.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryBackupDestination, InMemoryShopFiles, InMemoryShopRows, sha256 } from '../../support/fakes/in-memory-backup-stores.js';

/**
 * The restore's schema guard: a snapshot's rows are written into the target's columns, so a snapshot taken on a schema
 * the target does not have yet (a newer migration, or one it cannot tell) is refused before anything is written.
 */
const TARGET = 'Migration20270101000000_page_orders';
const bytes = (text: string) => new TextEncoder().encode(text);

let clock: FixedClock;
let destination: InMemoryBackupDestination;
let shop: InMemoryShopRows;
let target: { rows: InMemoryShopRows; files: InMemoryShopFiles; dataFiles: InMemoryShopFiles };

beforeEach(() => {
  clock = new FixedClock(new Date('2026-12-06T03:00:00.000Z'));
  destination = new InMemoryBackupDestination(clock);
  shop = new InMemoryShopRows();
  shop.tables.memories = [{ id: 'p1', status: 'active', photos: JSON.stringify(['/uploads/p1/a.webp']) }];
  target = { rows: new InMemoryShopRows(), files: new InMemoryShopFiles(), dataFiles: new InMemoryShopFiles() };
  target.rows.migrationName = TARGET;
});

async function snapshotOnSchema(migration: string): Promise<string> {
  shop.migrationName = migration;
  const files = new InMemoryShopFiles();
  files.objects.set('p1/a.webp', bytes('photo a'));
  return (await new TakeBackup(shop, files, new InMemoryShopFiles(), destination, sha256, clock).execute()).snapshot;
}

function restore(onStart: () => void = () => undefined) {
  const verify = new VerifyBackup(destination, sha256);
  return new RestoreBackup(destination, sha256, verify, target.rows, target.files, target.dataFiles, clock).execute({ onStart });
}

async function refusalOf(work: Promise<unknown>): Promise<unknown> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RestoreRefusedError);
  return (error as RestoreRefusedError).refusal;
}

describe('RestoreBackup: the schema guard', () => {
  it.each([
    ['the same migration', TARGET, TARGET],
    ['an older migration', 'Migration20261127000000_backups', TARGET],
    // Migrations are compared by their date: a name that sorts after the target's is not a newer schema.
    ['the same migration under its class name', 'Migration20270101000000_page_orders', 'Migration20270101000000PageOrders'],
  ])('restores a snapshot taken on %s', async (_, migration, targetMigration) => {
    target.rows.migrationName = targetMigration;
    await snapshotOnSchema(migration);
    await expect(restore()).resolves.toMatchObject({ pages: { active: 1 } });
    expect(target.rows.tables.memories).toHaveLength(1);
  });

  it.each([
    ['a newer migration', 'Migration20280101000000_future'],
    ['a migration one second newer', 'Migration20270101000001_next'],
    ['no migration', ''],
    ['a migration without a date', 'Migration_initial'],
  ])('refuses a snapshot taken on %s, before it writes or announces anything', async (_, migration) => {
    await snapshotOnSchema(migration);
    const announced: unknown[] = [];
    const refusal = await refusalOf(restore(() => announced.push('started')));
    expect(refusal).toEqual({ reason: 'newer-schema', snapshotMigration: migration, targetMigration: TARGET });
    expect({ announced, rows: target.rows.tables.memories, files: target.files.objects.size, data: target.dataFiles.objects.size }).toEqual({
      announced: [],
      rows: [],
      files: 0,
      data: 0,
    });
  });

  it('refuses a snapshot whose manifest had its migration blanked after it was taken', async () => {
    const snapshot = await snapshotOnSchema(TARGET);
    const manifest = parseManifest(destination.manifests.get(snapshot)!)!;
    await destination.putManifest(snapshot, manifestBytes({ ...manifest, migration: '' }));
    expect(await refusalOf(restore())).toMatchObject({ reason: 'newer-schema', snapshotMigration: '' });
    expect(target.files.objects.size).toBe(0);
  });
});
