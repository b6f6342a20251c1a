import { statfs } from 'node:fs/promises';

/** What DATA_DIR's file system has left for the server, against what it must keep for the orders to come. */
export interface DataFolderSpace {
  readonly freeBytes: number;
  readonly reserveBytes: number;
  /** Fewer bytes free than the reserve: an order may soon fail for lack of space. */
  readonly low: boolean;
}

/** Reads the free space of the file system holding `dir` (what an unprivileged process may still write). */
export async function dataFolderSpace(dir: string, reserveBytes: number): Promise<DataFolderSpace> {
  const disk = await statfs(dir);
  const freeBytes = disk.bavail * disk.bsize;
  return { freeBytes, reserveBytes, low: freeBytes < reserveBytes };
}
