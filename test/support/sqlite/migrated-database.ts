import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { tempDir } from '../temp-dir.js';
import { writeMigratedDatabase } from './write-migrated-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file with every migration applied, written once per test run by global-setup.ts. */
    sqliteTemplate: string;
  }
}

/** Where the product keeps its database inside DATA_DIR. */
export const DATABASE_FILE = 'memories.sqlite';

let workerTemplate: Promise<string> | null = null;

/** The run's template, or one of this worker's own when the global setup did not run (a test started another way). */
function template(): Promise<string> {
  const provided = inject('sqliteTemplate') as string | undefined;
  if (provided) return Promise.resolve(provided);
  workerTemplate ??= mkdtemp(join(tmpdir(), 'memories-sqlite-template-')).then(async (folder) => {
    const path = join(folder, DATABASE_FILE);
    await writeMigratedDatabase(path);
    return path;
  });
  return workerTemplate;
}

/**
 * Puts an empty, fully migrated SQLite database at `dbPath` (creating its folder), copied from the run's template
 * instead of migrated again: opening it finds nothing pending. A database already there is left as it is. Tests of the
 * migrations themselves open an empty file instead.
 */
export async function copyMigratedDatabase(dbPath: string): Promise<void> {
  const source = await template();
  await mkdir(dirname(dbPath), { recursive: true });
  await copyFile(source, dbPath, constants.COPYFILE_EXCL).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
}

/** The same for a product data folder (DATA_DIR), before the product opens it. */
export function copyMigratedDataDir(dataDir: string): Promise<void> {
  return copyMigratedDatabase(join(dataDir, DATABASE_FILE));
}

/** A migrated database of its own in a temporary folder; `remove` closes it and deletes the folder. */
export async function temporaryDatabase(): Promise<{ readonly database: Database; remove(): Promise<void> }> {
  const folder = await tempDir('memories-sqlite-');
  const dbPath = join(folder.path, DATABASE_FILE);
  await copyMigratedDatabase(dbPath);
  const database = await openDatabase({ dbPath });
  return {
    database,
    remove: async () => {
      await database.close();
      await folder.remove();
    },
  };
}
