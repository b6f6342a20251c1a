import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepIncomingUploads } from '../../../src/adapters/http/middleware/sweep-incoming-uploads.js';
import { tempDir } from '../../support/temp-dir.js';

const HOUR_MS = 60 * 60 * 1000;

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

  it('removes the folders of requests older than the grace period and keeps the recent ones', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const now = new Date();
    const abandoned = await requestFolder(dir.path, 'request-old', 2 * HOUR_MS, now);
    const live = await requestFolder(dir.path, 'request-live', 5_000, now);

    expect(await sweepIncomingUploads(dir.path, { now, olderThanMs: HOUR_MS })).toBe(1);

    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(join(live, 'photo.upload'))).toBe(true);
  });

  it('has nothing to do when no upload ever came', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    expect(await sweepIncomingUploads(join(dir.path, 'incoming'), { now: new Date(), olderThanMs: HOUR_MS })).toBe(0);
  });
});
