import { open, rename, rm } from 'node:fs/promises';
import { writeFile } from 'node:fs';
import { promisify } from 'node:util';
import { temporaryNameFor } from './temporary-name.js';

const writeNew = promisify(writeFile);

/**
 * Writes to a hidden temporary file beside the target, syncs it (unless `sync` is false: the caller makes many files
 * durable at once, see DeferredFlush), then renames it into place: a reader sees the whole file or none of it, and a
 * failure leaves nothing behind.
 */
export async function writeFileAtomically(file: string, bytes: Uint8Array, options: { readonly sync?: boolean } = {}): Promise<void> {
  const temporary = temporaryNameFor(file);
  try {
    if (options.sync === false) {
      // The callback API: a FileHandle per file cost a backup or a restore half again as long.
      await writeNew(temporary, bytes, { flag: 'wx' });
    } else {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}
