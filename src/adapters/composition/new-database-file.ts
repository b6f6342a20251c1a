import { rm, stat } from 'node:fs/promises';
import type { Config } from '../../../config/config.js';
import { dataPaths } from './data-paths.js';

/** SQLite's own files beside the database: its write-ahead log, shared memory and rollback journal. */
const SQLITE_SIDE_FILES = ['', '-wal', '-shm', '-journal'];

export interface NewDatabaseFile {
  /** Removes the SQLite file (and its side files) when it was not there before: call it once the database is closed. */
  removeIfNew(): Promise<void>;
}

/**
 * Notes whether the configured SQLite file exists before a start or a restore that may create it, so that one refused
 * or failed leaves no empty database behind (which the next start would take for a new shop). PostgreSQL's database
 * is never made by the product.
 */
export async function noteNewDatabaseFile(config: Config): Promise<NewDatabaseFile> {
  if (config.database.engine !== 'sqlite') return { removeIfNew: async () => {} };
  const { database } = dataPaths(config);
  const existed = await stat(database).then(
    () => true,
    // Only a file known to be missing counts as made by this run.
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );
  return {
    removeIfNew: async () => {
      if (existed) return;
      for (const suffix of SQLITE_SIDE_FILES) await rm(`${database}${suffix}`, { force: true });
    },
  };
}
