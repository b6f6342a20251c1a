/**
 * How much of the photo storage one sweep round may put aside without an operator's word. A crash or a failed
 * clean-up leaves a folder or two; a round that finds more than this is looking at a database that does not match the
 * photos (lost, replaced, restored from an older copy), and must not act on what it sees.
 */
export const SWEEP_MAX_SHARE_OF_FOLDERS = 0.05;
/** Folders a round may always put aside, however small the shop: the few a crash leaves must not wait for ever. */
export const SWEEP_MIN_FOLDERS = 3;
/**
 * Photo files (each with its smaller widths) a round puts aside at most, however large the shop: some ten pages' worth
 * at most; what is past it waits for the next round, an hour later, or for `memories-cli sweep-photos --beyond-limit`.
 */
export const SWEEP_MAX_FILES = 100;

/** How long what a sweep put aside is kept, restorable, before the housekeeping deletes it for good. */
export const PHOTO_QUARANTINE_DAYS = 14;
export const PHOTO_QUARANTINE_MS = PHOTO_QUARANTINE_DAYS * 24 * 60 * 60 * 1000;

export interface PhotoSweepLimit {
  readonly folders: number;
  readonly files: number;
}

/** What one round may put aside, for a storage holding `storedFolders` memory folders. */
export function photoSweepLimit(storedFolders: number): PhotoSweepLimit {
  return { folders: Math.max(SWEEP_MIN_FOLDERS, Math.floor(storedFolders * SWEEP_MAX_SHARE_OF_FOLDERS)), files: SWEEP_MAX_FILES };
}
