import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { tempDir } from '../temp-dir.js';

/** The folder of one test and the environment its commands run with (their DATA_DIR inside it). */
export interface CliTestFolder {
  path: string;
  env: Record<string, string>;
}

/** A temporary folder for each test of the file, removed after it; the object returned is filled anew before each test. */
export function dataFolderPerTest(prefix: string): CliTestFolder {
  const folder: CliTestFolder = { path: '', env: {} };
  let dir: { path: string; remove(): Promise<void> } | undefined;
  beforeEach(async () => {
    dir = await tempDir(prefix);
    folder.path = dir.path;
    folder.env = { DATA_DIR: join(dir.path, 'data'), PUBLIC_URL: 'https://memories.test' };
  });
  afterEach(() => dir?.remove());
  return folder;
}
