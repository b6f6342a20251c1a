import { beforeEach, describe, expect, it } from 'vitest';
import { BackupIncompleteError } from '../../../src/application/backup/take-backup.js';
import { RunScheduledBackup } from '../../../src/application/backup/run-scheduled-backup.js';
import { parseRetentionPolicy } from '../../../src/domain/backup/retention-policy.js';
import { DAY, HOUR, page, ShopOnFakes } from '../../support/backup/shop-on-fakes.js';

const MINUTE = 60_000;

let shop: ShopOnFakes;

beforeEach(() => {
  shop = new ShopOnFakes();
});

const scheduled = (periodMs = DAY) =>
  new RunScheduledBackup(shop.takeBackup(), shop.pruneBackups(), shop.destination, shop.clock, {
    periodMs,
    keep: parseRetentionPolicy('7d')!,
  }).execute();
const startedAgo = (ms: number) => new Date(shop.clock.now().getTime() - ms);

describe('RunScheduledBackup: what it reports', () => {
  it('reports the backup it took, its duration, the snapshot’s size and the retention’s work', async () => {
    shop.files.onList = () => shop.clock.advance(1500);
    const outcome = await scheduled();
    const total = [...shop.destination.blobs.values()].reduce((sum, blob) => sum + blob.bytes.length, 0);
    expect(outcome).toMatchObject({
      ran: true,
      ok: true,
      finishedAt: new Date('2026-11-27T03:00:01.500Z'),
      durationMs: 1500,
      bytes: total,
      report: { snapshot: '20261127T030000000Z', bytes: { total } },
      pruned: { kept: ['20261127T030000000Z'], removed: [], blobsRemoved: 0, bytesRemoved: 0, collectionPutOff: false },
      error: null,
    });
  });

  it('reports a failed backup, never throws it', async () => {
    shop.files.onList = () => shop.clock.advance(100);
    shop.rows.tables.memories = [page('p1', ['gone.webp'])];
    const outcome = await scheduled();
    expect(outcome).toEqual({
      ran: true,
      ok: false,
      finishedAt: new Date('2026-11-27T03:00:00.300Z'),
      durationMs: 300,
      bytes: 0,
      report: null,
      pruned: null,
      error: expect.any(BackupIncompleteError) as unknown,
    });
  });
});

describe('RunScheduledBackup: when it backs up', () => {
  it('waits while another backup of the destination has run for less than six hours', async () => {
    shop.destination.running.set('20261126T210000001Z', startedAgo(6 * HOUR - 1));
    await expect(scheduled()).resolves.toEqual({ ran: false, reason: 'running-elsewhere' });
    expect(shop.destination.manifests.size).toBe(0);
  });

  it('backs up over a backup recorded as running for six hours or more (it died)', async () => {
    shop.destination.running.set('20261126T210000000Z', startedAgo(6 * HOUR));
    await expect(scheduled()).resolves.toMatchObject({ ran: true, ok: true });
  });

  it('backs up a little early, by a tenth of the period, within the hourly rounds', async () => {
    await scheduled(HOUR);
    shop.clock.advance(54 * MINUTE - 1);
    await expect(scheduled(HOUR)).resolves.toEqual({ ran: false, reason: 'not-due' });
    shop.clock.advance(1);
    await expect(scheduled(HOUR)).resolves.toMatchObject({ ran: true, ok: true });
  });

  it('backs up half an hour early at the most', async () => {
    await scheduled(DAY);
    shop.clock.advance(DAY - 30 * MINUTE - 1);
    await expect(scheduled(DAY)).resolves.toEqual({ ran: false, reason: 'not-due' });
    shop.clock.advance(1);
    await expect(scheduled(DAY)).resolves.toMatchObject({ ran: true, ok: true });
  });
});
