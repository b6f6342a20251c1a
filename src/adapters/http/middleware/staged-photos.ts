import { randomBytes } from 'node:crypto';
import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StagedUpload } from '../../../application/ports/photo-processor.js';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { HttpError } from '../http-error.js';

/**
 * Photos sent ahead of their order wait in DATA_DIR/incoming as `staged-{reference}.photo`, beside the folders of
 * requests in flight. They belong to no process (any instance on the same DATA_DIR may take them), so the sweep of
 * `incoming` takes them by age only, after the hour it gives any upload.
 */
export const STAGED_PHOTO_PREFIX = 'staged-';
/** As long as the hourly sweep lets an upload wait: an older reference is refused even before the sweep took its file. */
export const STAGED_PHOTO_MAX_AGE_MS = 60 * 60 * 1000;

const REFERENCE = /^[A-Za-z0-9_-]{32}$/;

const stagedFile = (incomingDir: string, reference: string) => join(incomingDir, `${STAGED_PHOTO_PREFIX}${reference}.photo`);

/** Keeps a checked upload under a new unguessable reference (24 random bytes), which it answers. */
export async function keepStagedPhoto(incomingDir: string, upload: StagedUpload): Promise<string> {
  const reference = randomBytes(24).toString('base64url');
  await rename(upload.path, stagedFile(incomingDir, reference));
  return reference;
}

export interface ClaimedPhotos {
  /** The photos, each now in the request's own folder (which goes, with them, once the request is answered). */
  readonly photos: readonly StagedUpload[];
  /** Puts them back under their references, for an order that failed: the buyer may send it again. */
  release(): Promise<void>;
}

/**
 * Takes the staged photos `references` names into `intoFolder`, each once: a rename, so of two orders naming the same
 * photo one gets it and the other a 400. An unknown, expired or already used reference is a 400 naming the field, and
 * the photos taken before it go back: nothing is kept from a refused order.
 */
export async function claimStagedPhotos(incomingDir: string, references: readonly string[], intoFolder: string, now: Date): Promise<ClaimedPhotos> {
  const claimed: { reference: string; path: string }[] = [];
  const release = async () => {
    for (const { reference, path } of claimed.splice(0)) await rename(path, stagedFile(incomingDir, reference)).catch(() => {});
  };
  try {
    const photos: StagedUpload[] = [];
    for (const reference of references) {
      if (!REFERENCE.test(reference) || claimed.some((c) => c.reference === reference)) throw unknownReference();
      const path = join(intoFolder, `${reference}.photo`);
      if (!(await rename(stagedFile(incomingDir, reference), path).then(() => true, missing))) throw unknownReference();
      claimed.push({ reference, path });
      const { size, mtimeMs } = await stat(path);
      // Expired: it stays in the request's folder, which goes with the request.
      if (now.getTime() - mtimeMs >= STAGED_PHOTO_MAX_AGE_MS) {
        claimed.pop();
        throw unknownReference();
      }
      photos.push({ path, byteLength: size });
    }
    return { photos, release };
  } catch (error) {
    await release();
    throw error;
  }
}

function missing(error: unknown): false {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
  throw error;
}

function unknownReference(): HttpError {
  return new HttpError(400, 'request.invalid', REQUEST_ERROR_TEXT.stagedPhotoUnknown, 'stagedPhotos');
}
