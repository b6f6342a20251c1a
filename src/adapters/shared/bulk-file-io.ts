import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { readFileOrNull } from './read-file-or-null.js';
import { writeFileAtomically } from './write-file-atomically.js';

/**
 * How a backup or a restore reads and writes its thousands of files: whole files, each written under a temporary name
 * and renamed into place (never synced one by one: see DeferredFlush).
 */
export interface BulkFileIo {
  /** The file's bytes, or null when it is not there. */
  read(path: string): Promise<Uint8Array | null>;
  write(path: string, bytes: Uint8Array): Promise<void>;
  makeFolder(path: string): Promise<void>;
}

/** Through the thread pool: the server's own backups, which must not hold its event loop. */
export const THREAD_POOL_IO: BulkFileIo = {
  read: readFileOrNull,
  write: (path, bytes) => writeFileAtomically(path, bytes, { sync: false }),
  makeFolder: async (path) => {
    await mkdir(path, { recursive: true });
  },
};

/**
 * Reads in the calling thread: a memories-cli command has nothing else to serve, and a read's round trips through the
 * thread pool cost more than reading from the page cache (a first backup took twice as long). Writes go through the
 * pool, a few at once, while the next file is read and hashed: creating a file waits on the file system's journal
 * (written in the calling thread, a first backup's 9,000 blobs took twice as long on a busy disk).
 */
export const BLOCKING_IO: BulkFileIo = {
  read: async (path) => {
    try {
      return readFileSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  write: THREAD_POOL_IO.write,
  makeFolder: async (path) => {
    mkdirSync(path, { recursive: true });
  },
};
