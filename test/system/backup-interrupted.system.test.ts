import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmPayment } from '../../src/application/payments/confirm-payment.js';
import { CreateMemory } from '../../src/application/buyer/create-memory.js';
import { cli, meaningfulStderr, statsOf } from '../support/backup/restore-drill.js';
import { distinctPhoto } from '../support/backup/shop-in-every-state.js';
import { nodeArgsFor } from '../support/compiled/product-entries.js';
import { CLI } from '../support/crash/server-processes.js';
import { SupportData } from '../support/cli/support-data.js';
import { memoryDetailsInput } from '../support/mothers/memory.mother.js';
import { tempDir } from '../support/temp-dir.js';

/**
 * A backup killed with SIGKILL (a power cut, the OOM killer, an operator's kill -9) at several moments leaves nothing
 * that `backup verify` or `backup list` takes for a snapshot, spoils no earlier snapshot of the same destination, and
 * the next backup and a restore from there work. An unchanged shop backed up again copies no photo.
 */
interface BackupReport {
  snapshot: string;
  photos: { total: number; copied: number; reused: number };
}

let dir: { path: string; remove(): Promise<void> };
let shop: Record<string, string>;

/** Pages with photos of their own (no two alike, so each is a blob of its own), made through the use cases. */
async function addPages(count: number): Promise<void> {
  const data = await SupportData.open(shop);
  try {
    for (let i = 0; i < count; i++) {
      const { memoryId } = await data.runtime.container.get(CreateMemory).execute({
        ...memoryDetailsInput({ lovedName: `Par ${i}`, email: `comprador-${i}@example.com` }),
        photos: [new Uint8Array(await distinctPhoto()), new Uint8Array(await distinctPhoto()), new Uint8Array(await distinctPhoto())],
      });
      await data.runtime.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
    }
  } finally {
    await data.close();
  }
}

/** Files under a destination's blobs/ (whole ones only: a file is renamed into place once complete). */
async function blobsIn(destination: string): Promise<number> {
  const entries = await readdir(join(destination, 'blobs'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).length;
}

/**
 * Starts `memories-cli backup` and kills it (-9) once `blobs` blobs are in the destination; gives the blobs there after
 * the kill.
 */
async function killBackupAt(destination: string, blobs: number): Promise<number> {
  const child = spawn(process.execPath, [...nodeArgsFor(CLI), 'backup', destination, '--json'], {
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...shop },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('close', (code, signal) => resolve(signal ?? code)));
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended && (await blobsIn(destination)) < blobs) await sleep(2);
  child.kill('SIGKILL');
  // Killed while it ran: had it finished first, this moment was not tested.
  expect({ blobs, ended: await exited, output }).toEqual({ blobs, ended: 'SIGKILL', output: expect.any(String) });
  return blobsIn(destination);
}

/**
 * Kills a backup into a new folder once `blobs` blobs are there, until the kill lands while photos are still being
 * copied: on a busy machine the count is read seldom, and a backup killed after its last blob may rightly be whole.
 */
async function killBackupBeforeItsLastBlob(folder: string, blobs: number, allBlobs: number): Promise<string> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const destination = `${folder}-${attempt}`;
    if ((await killBackupAt(destination, blobs)) < allBlobs) return destination;
  }
  throw new Error(`five backups ran to their last blob before the kill at ${blobs} blobs`);
}

async function backup(destination: string): Promise<BackupReport> {
  return JSON.parse((await cli(['backup', destination, '--json'], shop)).stdout) as BackupReport;
}

async function snapshotsIn(destination: string): Promise<string[]> {
  const listed = JSON.parse((await cli(['backup', 'list', destination, '--json'], shop)).stdout) as { snapshot: string }[];
  return listed.map((entry) => entry.snapshot);
}

describe('a backup killed with -9', () => {
  beforeAll(async () => {
    dir = await tempDir('memories-backup-kill-');
    shop = { DATA_DIR: join(dir.path, 'shop') };
    await addPages(14);
  }, 300_000);
  afterAll(() => dir?.remove());

  it('leaves no snapshot that verify or list takes for whole, at any moment, and the next backup into the same folder works', async () => {
    const reference = join(dir.path, 'reference');
    await backup(reference);
    const allBlobs = await blobsIn(reference);
    // The rows first (a few blobs), then the photos: one blob per content (a photo narrower than a width and that width
    // are the same bytes).
    expect(allBlobs).toBeGreaterThan(14 * 3 * 2);

    for (const [moment, blobs] of [
      ['first blob', 1],
      ['first photos', 8],
      ['a third of the photos', Math.floor(allBlobs / 3)],
    ] as const) {
      const destination = await killBackupBeforeItsLastBlob(join(dir.path, `killed-${blobs}`), blobs, allBlobs);
      const verify = await cli(['backup', 'verify', destination], shop, 2);
      expect({ moment, stderr: meaningfulStderr(verify.stderr) }).toEqual({ moment, stderr: expect.stringContaining('memories-cli') });
    }

    // Into a destination that holds a whole snapshot already: that one stays whole and the only one.
    const nightly = join(dir.path, 'nightly');
    const first = await backup(nightly);
    await addPages(3);
    await killBackupAt(nightly, (await blobsIn(nightly)) + 2);
    const verified = JSON.parse((await cli(['backup', 'verify', nightly, '--json'], shop)).stdout) as { snapshot: string; whole: boolean };
    expect(verified).toMatchObject({ snapshot: first.snapshot, whole: true });

    // The next night's backup goes through, beside what the killed one left; a restore from it is the shop.
    const second = await backup(nightly);
    expect(second.photos.copied).toBeGreaterThan(0);
    expect(await snapshotsIn(nightly)).toEqual([first.snapshot, second.snapshot]);
    await cli(['backup', 'verify', nightly], shop);
    const restored = { DATA_DIR: join(dir.path, 'restored') };
    await cli(['restore', nightly, '--create-database'], restored);
    expect(await statsOf(restored)).toEqual(await statsOf(shop));
  }, 600_000);

  it('copies no photo when the shop has not changed since the last backup', async () => {
    const destination = join(dir.path, 'unchanged');
    const first = await backup(destination);
    expect(first.photos.copied).toBeGreaterThan(0);
    const again = await backup(destination);
    expect(again.photos).toEqual({ total: first.photos.total, copied: 0, reused: first.photos.total });
    expect(again.snapshot).not.toBe(first.snapshot);
    await cli(['backup', 'verify', destination, '--snapshot', again.snapshot], shop);
  }, 300_000);
});
