import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../support/cli/run-cli.js';
import { SupportData } from '../support/cli/support-data.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../support/s3/local-s3.js';
import { tempDir } from '../support/temp-dir.js';

/** memories-cli backup into an s3:// destination, and restore into a shop whose photos are in a bucket. */
// One Node process per command, compiling the CLI: a time budget on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

/** The AWS SDK's notice about Node's version, printed once per process that loads it: not the command's output. */
const stderrOf = (run: { stderr: string }) =>
  run.stderr.replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*?--trace-warnings[^\n]*\n/g, '');

let dir: { path: string; remove(): Promise<void> };
let s3: LocalS3;

beforeAll(async () => {
  dir = await tempDir('memories-cli-backup-s3-');
  s3 = await startLocalS3(['shop-backups', 'restored-photos']);
});
afterAll(async () => {
  await s3.dispose();
  await dir.remove();
});

describe('memories-cli backup to s3:// and restore into S3 photo storage', () => {
  it('backs an embedded shop up into a bucket, and restores its photos into another bucket byte for byte', async () => {
    const shop = { DATA_DIR: join(dir.path, 'shop'), PUBLIC_URL: 'https://memories.test' };
    const data = await SupportData.open(shop);
    let id: string;
    try {
      id = (await data.page({ email: 'ana@example.com' })).id;
    } finally {
      await data.close();
    }
    const s3Env = { S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', ...LOCAL_S3_SDK_ENV };
    const dest = 's3://shop-backups/nightly/memories';
    const backup = await runCli(['backup', dest, '--json'], { env: { ...shop, ...s3Env } });
    expect(stderrOf(backup)).toBe('');
    expect(backup.code).toBe(0);
    const keys = await s3.keys('shop-backups');
    expect(keys.filter((key) => key.startsWith('nightly/memories/snapshots/'))).toHaveLength(1);
    expect(keys.some((key) => /^nightly\/memories\/blobs\/sha256\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key))).toBe(true);
    expect((await runCli(['backup', 'verify', dest], { env: { ...shop, ...s3Env } })).code).toBe(0);

    const restored = { DATA_DIR: join(dir.path, 'restored'), PUBLIC_URL: 'https://memories.test', STORAGE_URL: 's3://restored-photos/site' };
    const restore = await runCli(['restore', dest, '--create-database', '--json'], { env: { ...restored, ...s3Env } });
    expect(stderrOf(restore)).toBe('');
    expect(restore.code).toBe(0);
    const uploads = join(shop.DATA_DIR, 'uploads');
    const files = (await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const entry of files) {
      const key = `site/${join(entry.parentPath, entry.name).slice(uploads.length + 1)}`;
      const object = await s3.client.send(new GetObjectCommand({ Bucket: 'restored-photos', Key: key }));
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(await readFile(join(entry.parentPath, entry.name)));
      if (key.endsWith('.webp')) expect(object.ContentType).toBe('image/webp');
    }
    const [before, after] = await Promise.all([
      runCli(['show', id, '--json'], { env: shop }),
      runCli(['show', id, '--json'], { env: { ...restored, ...s3Env } }),
    ]);
    expect(after.stdout).toBe(before.stdout);
  });
});
