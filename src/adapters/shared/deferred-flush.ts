import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The file system holding `path` flushed to disk at once: coreutils' `sync -f`, which is syncfs(2). */
function syncFileSystem(path: string): Promise<void> {
  return new Promise((resolve, reject) => execFile('sync', ['-f', path], (error) => (error ? reject(error) : resolve())));
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Files fsynced at once where `sync -f` is missing. */
const PARALLEL_FSYNCS = 16;
/**
 * Up to this many files are fsynced one by one: `sync -f` writes out everything dirty on the file system, whoever wrote
 * it, and a nightly backup that sent a few rows files should not wait for another program's gigabyte.
 */
const FEW_FILES = 32;

/**
 * Many files written without an fsync each (written whole under a temporary name and renamed), made durable together
 * by `flush` before the one write that names them (a snapshot's manifest, a restore's rows): one flush of the file
 * system instead of thousands of fsyncs, which cost more than the copy itself.
 */
export class DeferredFlush {
  private readonly pending = new Set<string>();

  constructor(
    private readonly root: string,
    private readonly syncWholeFileSystem: (path: string) => Promise<void> = syncFileSystem,
  ) {}

  /** A file written (or renamed into place) since the last flush. */
  note(path: string): void {
    this.pending.add(path);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const paths = [...this.pending];
    this.pending.clear();
    if (paths.length > FEW_FILES) {
      try {
        await this.syncWholeFileSystem(this.root);
        return;
      } catch {
        // No `sync` on this system: each file, as below.
      }
    }
    const targets = [...paths, ...new Set(paths.map((path) => dirname(path)))];
    for (let start = 0; start < targets.length; start += PARALLEL_FSYNCS) {
      await Promise.all(targets.slice(start, start + PARALLEL_FSYNCS).map(fsyncPath));
    }
  }
}
