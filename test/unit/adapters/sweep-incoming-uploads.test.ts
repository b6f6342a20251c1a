import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAGING_OWNER, stagingOwnerIsGone } from '../../../src/adapters/http/middleware/staging-owner.js';
import { sweepIncomingUploads } from '../../../src/adapters/http/middleware/sweep-incoming-uploads.js';
import { tempDir } from '../../support/temp-dir.js';

const HOUR_MS = 60 * 60 * 1000;

/** The pid of a process that ran and is gone. */
const goneProcessPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('sweepIncomingUploads', () => {
  const dirs: { remove(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => dir.remove()));
  });

  const requestFolder = async (incoming: string, name: string, ageMs: number, now: Date) => {
    const folder = join(incoming, name);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'photo.upload'), 'bytes');
    const at = new Date(now.getTime() - ageMs);
    await utimes(folder, at, at);
    return folder;
  };

  it("removes a previous process's folders at once, however recent, and keeps this process's and a live one's", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const now = new Date();
    const own = await requestFolder(dir.path, `${STAGING_OWNER}-abc123`, 5_000, now);
    const otherLiveServer = await requestFolder(dir.path, `${process.ppid}.0123456789ab-def456`, 5_000, now);
    const killedServer = await requestFolder(dir.path, `${goneProcessPid()}.0123456789ab-ghi789`, 1_000, now);
    const earlierLifeOfThisPid = await requestFolder(dir.path, `${process.pid}.ba9876543210-jkl012`, 1_000, now);
    const olderNaming = await requestFolder(dir.path, 'request-mno345', 1_000, now);

    expect(await sweepIncomingUploads(dir.path, { now, olderThanMs: HOUR_MS })).toBe(3);

    expect([killedServer, earlierLifeOfThisPid, olderNaming].filter(existsSync)).toEqual([]);
    expect(existsSync(join(own, 'photo.upload'))).toBe(true);
    expect(existsSync(join(otherLiveServer, 'photo.upload'))).toBe(true);
  });

  it('removes any folder older than the grace period, whoever it names (a pid another program took)', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const now = new Date();
    const stale = await requestFolder(dir.path, `${process.ppid}.0123456789ab-old000`, 2 * HOUR_MS, now);
    const ownStale = await requestFolder(dir.path, `${STAGING_OWNER}-old111`, 2 * HOUR_MS, now);

    expect(await sweepIncomingUploads(dir.path, { now, olderThanMs: HOUR_MS })).toBe(2);
    expect([stale, ownStale].filter(existsSync)).toEqual([]);
  });

  it('has nothing to do when no upload ever came', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    expect(await sweepIncomingUploads(join(dir.path, 'incoming'), { now: new Date(), olderThanMs: HOUR_MS })).toBe(0);
  });
});

describe('stagingOwnerIsGone', () => {
  it.each([
    ['this process', `${STAGING_OWNER}-x`, false],
    ['another live process', `${process.ppid}.0123456789ab-x`, false],
    ['a process gone', `${goneProcessPid()}.0123456789ab-x`, true],
    ['an earlier life of this pid', `${process.pid}.ffffffffffff-x`, true],
    ['no owner', 'request-x', true],
  ])('%s', (_name, folder, gone) => {
    expect(stagingOwnerIsGone(folder)).toBe(gone);
  });
});
