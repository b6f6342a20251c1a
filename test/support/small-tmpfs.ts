import { execFile } from 'node:child_process';
import { mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SmallTmpfs {
  readonly path: string;
  /** The bytes an unprivileged process may still write there. */
  freeBytes(): Promise<number>;
  remove(): Promise<void>;
}

/** Mounts a tmpfs of `megabytes`. The test needs it: not being allowed to mount fails the test, it is never skipped. */
export async function mountSmallTmpfs(megabytes: number): Promise<SmallTmpfs> {
  const path = await mkdtemp(join(tmpdir(), 'memories-small-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', path]);
  } catch (error) {
    await rm(path, { recursive: true, force: true });
    const reason = (error as Error).message.split('\n')[0];
    throw new Error(`this test mounts a ${megabytes} MB tmpfs and must run as root (CI does): ${reason}`, { cause: error });
  }
  return {
    path,
    freeBytes: async () => {
      const disk = await statfs(path);
      return disk.bavail * disk.bsize;
    },
    remove: async () => {
      await run('umount', [path]);
      await rm(path, { recursive: true, force: true });
    },
  };
}
