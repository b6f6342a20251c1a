import { isAvifWorthKeeping, PHOTO_WIDTHS, photoVariantUrl, type PhotoWidth } from '../../domain/memory/photo-variants.js';
import type { AvifEncoder } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';

/** What became of one photo: looked at before, given its AVIF copies now (some or none kept), or not stored at all. */
export type AvifCopiesOutcome = 'complete' | 'made' | 'missing';

/** The photos of one page (or of its chapters), counted by outcome. */
export interface AvifCopiesReport {
  readonly photos: number;
  readonly complete: number;
  readonly made: number;
  readonly missing: number;
}

/**
 * Stores the AVIF copies of one stored photo (`photo`, the bytes of its 1600 px WebP at `path`) worth keeping: each
 * width is encoded in AVIF (in the photo worker) and kept only when at least a fifth smaller than the WebP a browser
 * gets at that width. Resolves the widths kept (`[]` when none was, or the photo is no WebP), for its owner to record
 * once the files are stored, so a crash in between leaves a photo served as WebP. The page's photos and the chapters'
 * go through here alike.
 */
export async function storeAvifCopies(encoder: AvifEncoder, storage: PhotoStorage, path: string, photo: Uint8Array): Promise<PhotoWidth[]> {
  if (!path.endsWith('.webp')) return [];
  const webpBytes = await Promise.all(PHOTO_WIDTHS.map((width) => webpBytesOf(storage, path, width, photo)));
  const copies = await encoder.encodeAvif(photo, PHOTO_WIDTHS);
  const kept = copies.filter((copy, i) => isAvifWorthKeeping(copy.bytes.byteLength, webpBytes[i]!));
  if (kept.length > 0) await storage.saveVariants(path, kept);
  return kept.map((copy) => copy.width);
}

/** The bytes a browser gets for a WebP width: the photo itself when that width is not stored (see serve-uploads). */
async function webpBytesOf(storage: PhotoStorage, path: string, width: PhotoWidth, photo: Uint8Array): Promise<number> {
  return (await storage.read(photoVariantUrl(path, width)))?.byteLength ?? photo.byteLength;
}
