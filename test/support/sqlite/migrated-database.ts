import { constants } from 'node:fs';
import { rmSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
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

/**
 * Databases a test gave back, emptied, for this worker's next test: opening one costs about 20 ms of MikroORM's
 * discovery, emptying it about one; the inner loop opens a few hundred. Their folders go when the worker exits.
 */
const emptiedDatabases: Database[] = [];
const folders: string[] = [];
process.once('exit', () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function openedInAFolderOfItsOwn(): Promise<Database> {
  const folder = await mkdtemp(join(tmpdir(), 'memories-sqlite-'));
  folders.push(folder);
  const dbPath = join(folder, DATABASE_FILE);
  await copyMigratedDatabase(dbPath);
  return openDatabase({ dbPath });
}

/**
 * An empty, migrated database, as if just opened: a fresh one, or one a test gave back, emptied. `remove` gives it
 * back emptied, or closes it when it can no longer be used (the test closed it).
 */
export async function temporaryDatabase(): Promise<{ readonly database: Database; remove(): Promise<void> }> {
  const database = emptiedDatabases.pop() ?? (await openedInAFolderOfItsOwn());
  let removed = false;
  return {
    database,
    remove: async () => {
      if (removed) return;
      removed = true;
      if (await emptyAgain(database)) emptiedDatabases.push(database);
      else await database.close().catch(() => undefined);
    },
  };
}

/** Deletes every row but the migrations' record, as the template has it; false when the database cannot be used. */
async function emptyAgain(database: Database): Promise<boolean> {
  try {
    const connection = database.orm.em.getConnection();
    const tables = await connection.execute<{ name: string }[]>(
      "select `name` from `sqlite_master` where `type` = 'table' and `name` not like 'sqlite_%' and `name` <> 'mikro_orm_migrations'",
    );
    const [pragma] = await connection.execute<{ foreign_keys: number }[]>('pragma foreign_keys');
    await connection.execute('pragma foreign_keys = off');
    for (const { name } of tables) await connection.execute(`delete from \`${name}\``);
    await connection.execute("delete from `sqlite_sequence` where `name` <> 'mikro_orm_migrations'");
    await connection.execute(`pragma foreign_keys = ${pragma?.foreign_keys ? 'on' : 'off'}`);
    return true;
  } catch {
    return false;
  }
}
