import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { developmentAppSecret } from '../../src/adapters/security/app-secret-file.js';
import { tempDir } from '../support/temp-dir.js';

describe('developmentAppSecret', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    dir = await tempDir();
  });
  afterEach(() => dir.remove());

  it('generates a secret once, readable by its owner only, and returns the same one afterwards', async () => {
    const dataDir = join(dir.path, 'data');
    const first = await developmentAppSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await developmentAppSecret(dataDir)).toBe(first);
    expect((await readFile(join(dataDir, 'app-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dataDir, 'app-secret'))).mode & 0o777).toBe(0o600);
  });

  it('gives two processes starting together the same secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => developmentAppSecret(dir.path)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a file too short to be a secret, saying what to do', async () => {
    await writeFile(join(dir.path, 'app-secret'), 'short\n');
    await expect(developmentAppSecret(dir.path)).rejects.toThrow(/shorter than 32 characters.*APP_SECRET/);
  });
});
