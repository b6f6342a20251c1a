import { constants, type Stats } from 'node:fs';
import { access, mkdir, open, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { STARTUP_ERROR_TEXT as TEXT, type StartupFolder } from '../../texts/startup-errors.pt-br.js';
import { StartupError } from '../shared/startup-error.js';

/** The first 16 bytes of every SQLite 3 database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
/** A file another process has just created is empty for a moment, until SQLite writes its first page. */
const EMPTY_FILE_CHECKS = 5;
const EMPTY_FILE_RECHECK_MS = 40;

export interface DataDirPaths {
  readonly dataDir: string;
  readonly database: string;
  readonly uploads: string;
  readonly incoming: string;
  readonly outbox: string;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** A path's stats, or null when nothing is there. */
export async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
}

/** A folder the product writes to: created when missing (with its parents when `create`), and writable. */
async function checkFolder(folder: StartupFolder, path: string, create: boolean): Promise<void> {
  let stats: Stats | null;
  try {
    stats = await statOrNull(path);
  } catch (error) {
    throw new StartupError(TEXT.folderNotCreated(folder, path, codeOf(error)), { cause: error });
  }
  if (stats && !stats.isDirectory()) throw new StartupError(TEXT.notAFolder(folder, path));
  if (!stats) {
    // A missing folder under DATA_DIR is made when first used; DATA_DIR being writable is enough.
    if (!create) return;
    await mkdir(path, { recursive: true }).catch((error: unknown) => {
      throw new StartupError(TEXT.folderNotCreated(folder, path, codeOf(error)), { cause: error });
    });
  }
  await access(path, constants.W_OK).catch((error: unknown) => {
    throw new StartupError(TEXT.folderNotWritable(folder, path, codeOf(error)), { cause: error });
  });
}

async function firstBytes(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** An existing database file must be an SQLite file this process can write; a missing one is created by SQLite. */
async function checkDatabaseFile(path: string): Promise<void> {
  let stats = await statOrNull(path);
  if (!stats) return;
  if (stats.isDirectory()) throw new StartupError(TEXT.databaseIsAFolder(path));
  for (let check = 1; stats.size === 0 && check < EMPTY_FILE_CHECKS; check++) {
    await sleep(EMPTY_FILE_RECHECK_MS);
    stats = (await statOrNull(path)) ?? stats;
  }
  if (stats.size === 0) throw new StartupError(TEXT.databaseEmpty(path));
  if (!(await firstBytes(path, SQLITE_HEADER.length)).equals(SQLITE_HEADER)) throw new StartupError(TEXT.databaseForeign(path));
  await access(path, constants.W_OK).catch((error: unknown) => {
    throw new StartupError(TEXT.databaseNotWritable(path, codeOf(error)), { cause: error });
  });
}

/**
 * Looks at DATA_DIR, the database file, DATA_DIR/uploads, DATA_DIR/incoming and (when e-mails go to files) DATA_DIR/outbox before anything
 * is opened, so a wrong path is one clear sentence instead of a library's error: a file where a folder belongs, a
 * read-only disk, an empty or foreign database file (which SQLite would otherwise use as a new, empty database).
 */
export async function checkDataDir(paths: DataDirPaths, options: { readonly outbox: boolean; readonly sqliteFile: boolean }): Promise<void> {
  await checkFolder('dataDir', paths.dataDir, true);
  if (options.sqliteFile) await checkDatabaseFile(paths.database);
  await checkFolder('uploads', paths.uploads, false);
  await checkFolder('incoming', paths.incoming, false);
  if (options.outbox) await checkFolder('outbox', paths.outbox, false);
}
