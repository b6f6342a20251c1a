import { downscaleDecoded } from './downscale-photo.js';

/** The formats the server takes as they are; a photo in another one the browser can open is sent as a JPEG copy. */
export const SERVER_PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** The server's default limit per photo (PHOTO_MAX_BYTES), checked on the copy that will be sent. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Below this long edge a photo is taken, with a warning that it may look blurred on the page. */
export const LOW_RESOLUTION_EDGE = 800;

export type PhotoProblem = 'not-an-image' | 'unreadable' | 'too-large';

export type CheckedPhoto =
  | { readonly ok: true; /** What will be uploaded: downscaled, or the file itself. */ readonly upload: File; readonly lowResolution: boolean }
  | { readonly ok: false; readonly problem: PhotoProblem };

/** What can be told at once from the file's type: anything the browser labels and that is not an image is refused. */
export function looksLikeImage(file: File): boolean {
  return file.type === '' || file.type.startsWith('image/');
}

/**
 * Checks a photo as soon as it is chosen, the same way on the creation form and in the owner's editor: an image type,
 * a file the browser can open, a copy to send within the server's size limit; a small one (long edge under 800 px) is
 * taken with `lowResolution`. The copy to send is made here too (see `downscalePhoto`). Without an image decoder (an
 * old browser) the file is taken as it is and the server decides.
 */
export async function checkPhotoFile(file: File): Promise<CheckedPhoto> {
  if (!looksLikeImage(file)) return { ok: false, problem: 'not-an-image' };
  if (typeof createImageBitmap !== 'function') return sized(file, false);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const lowResolution = Math.max(bitmap.width, bitmap.height) < LOW_RESOLUTION_EDGE;
  return sized(await downscaleDecoded(file, bitmap, { reencode: !SERVER_PHOTO_TYPES.has(file.type) }), lowResolution);
}

function sized(upload: File, lowResolution: boolean): CheckedPhoto {
  return upload.size > PHOTO_MAX_BYTES ? { ok: false, problem: 'too-large' } : { ok: true, upload, lowResolution };
}
