import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VOICE_STAGED_UNKNOWN } from '../../../texts/voice.pt-br.js';
import { HttpError } from '../http-error.js';
import { STAGED_PHOTO_MAX_AGE_MS, STAGED_PHOTO_PREFIX } from './staged-photos.js';

/**
 * A voice message sent ahead, already heard and encoded, waits in DATA_DIR/incoming as `staged-{reference}.voice`,
 * beside the staged photos and under their rules: the same room counts it, the hourly sweep takes it once an hour old,
 * and any instance on the same DATA_DIR may take it.
 */
const stagedFile = (incomingDir: string, reference: string) => join(incomingDir, `${STAGED_PHOTO_PREFIX}${reference}.voice`);

const REFERENCE = /^[A-Za-z0-9_-]{32}$/;

/** Keeps an encoded voice message under a new unguessable reference (24 random bytes), which it answers. */
export async function keepStagedVoice(incomingDir: string, encoded: Uint8Array): Promise<string> {
  const reference = randomBytes(24).toString('base64url');
  const path = stagedFile(incomingDir, reference);
  try {
    await writeFile(path, encoded, { flag: 'wx' });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return reference;
}

export interface ClaimedVoice {
  /** The encoded voice message (AAC in MP4). */
  readonly bytes: Uint8Array;
  /** Removes it for good: the page that named it stored its own copy. */
  consume(): Promise<void>;
  /** Puts it back under its reference, for a request that failed: the buyer may send it again. */
  release(): Promise<void>;
}

/**
 * Takes the staged voice message `reference` names, once: a rename to a name of this request's own, so of two requests
 * naming it one gets it and the other a 400. An unknown, expired or already used reference is a 400 naming `field`.
 */
export async function claimStagedVoice(incomingDir: string, reference: string, now: Date, field = 'stagedVoice'): Promise<ClaimedVoice> {
  const unknown = () => new HttpError(400, 'request.invalid', VOICE_STAGED_UNKNOWN, field);
  if (!REFERENCE.test(reference)) throw unknown();
  const original = stagedFile(incomingDir, reference);
  // Still `staged-…`: a process killed while it holds the file leaves it to the sweep, by age.
  const taken = `${original}.taken-${randomBytes(8).toString('hex')}`;
  const claimed = await rename(original, taken).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  if (!claimed) throw unknown();
  const consume = () => rm(taken, { force: true });
  try {
    const { mtimeMs } = await stat(taken);
    if (now.getTime() - mtimeMs >= STAGED_PHOTO_MAX_AGE_MS) throw unknown();
    const bytes = new Uint8Array(await readFile(taken));
    return { bytes, consume, release: () => rename(taken, original).catch(() => {}) };
  } catch (error) {
    await consume();
    throw error;
  }
}
