import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { STAGED_PHOTO_PREFIX } from './staged-photos.js';
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
 * folder older than `olderThanMs`. A photo staged ahead of its order (`staged-…`) belongs to no process: it goes by age
 * alone, once no order took it within `olderThanMs`. Returns how many it removed.
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
    if (entry.startsWith(STAGED_PHOTO_PREFIX) || !stagingOwnerIsGone(entry, self)) {
      // Gone meanwhile: its request was answered, or an order took the staged photo.
      const info = await stat(path).catch(() => null);
      if (!info || options.now.getTime() - info.mtimeMs < options.olderThanMs) continue;
    }
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
