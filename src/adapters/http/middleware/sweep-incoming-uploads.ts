import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { STAGING_OWNER, stagingOwnerIsGone } from './staging-owner.js';

export interface IncomingSweepOptions {
  readonly now: Date;
  /** Any folder this old goes too (a request never lasts this long): what the owner check cannot tell. */
  readonly olderThanMs: number;
  /** The staging owner of this process (see STAGING_OWNER). */
  readonly self?: string;
}

/**
 * Removes the staging folders that requests killed with their process left in `incomingDir`: every folder of a
 * process that is gone, at once and whatever its age (a server killed during an upload, then restarted), and any
 * folder older than `olderThanMs`. Returns how many it removed.
 */
export async function sweepIncomingUploads(incomingDir: string, options: IncomingSweepOptions): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(incomingDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const self = options.self ?? STAGING_OWNER;
  let removed = 0;
  for (const entry of entries) {
    const path = join(incomingDir, entry);
    if (!stagingOwnerIsGone(entry, self)) {
      const { mtimeMs } = await stat(path);
      if (options.now.getTime() - mtimeMs < options.olderThanMs) continue;
    }
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
