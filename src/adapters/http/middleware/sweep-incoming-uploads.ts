import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes the staging folders that requests killed with their process left in `incomingDir` (a live request's folder
 * is never older than the server's request timeout, far below `olderThanMs`). Returns how many it removed.
 */
export async function sweepIncomingUploads(incomingDir: string, options: { readonly now: Date; readonly olderThanMs: number }): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(incomingDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    const path = join(incomingDir, entry);
    const { mtimeMs } = await stat(path);
    if (options.now.getTime() - mtimeMs < options.olderThanMs) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
