import { mayBeHeic } from '../../domain/memory/heif-brands.js';
import { photoShape, type PhotoShape } from '../../domain/memory/photo-shape.js';
import { downscaleDecoded } from './downscale-photo.js';

/** The formats the server takes as they are; a photo in another one the browser can open is sent as a JPEG copy. */
export const SERVER_PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** The server's default limit per photo (PHOTO_MAX_BYTES), checked on the copy that will be sent. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Below this long edge a photo is taken, with a warning that it may look blurred on the page. */
export const LOW_RESOLUTION_EDGE = 800;

export type PhotoProblem = 'not-an-image' | 'unreadable' | 'too-large';

/** What the form knows of a photo it takes. */
export interface PhotoTraits {
  readonly lowResolution: boolean;
  /**
   * False for a photo this browser cannot draw (an iPhone's HEIC outside Safari): it is sent as it is, for the server
   * to decode, and shown by its name.
   */
  readonly drawable: boolean;
  /** Very wide or very tall: shown whole on the page, but small. Null when ordinary or not known. */
  readonly shape: PhotoShape | null;
}

export type CheckedPhoto =
  | ({ readonly ok: true; /** What will be uploaded: downscaled, or the file itself. */ readonly upload: File } & PhotoTraits)
  | { readonly ok: false; readonly problem: PhotoProblem };

const UNKNOWN: PhotoTraits = { lowResolution: false, drawable: true, shape: null };
const UNDRAWN: PhotoTraits = { lowResolution: false, drawable: false, shape: null };

/** What can be told at once from the file's type: anything the browser labels and that is not an image is refused. */
export function looksLikeImage(file: File): boolean {
  return file.type === '' || file.type.startsWith('image/');
}

/**
 * Checks a photo as soon as it is chosen, the same way on the creation form and in the owner's editor: an image type,
 * a file the browser can open, a copy to send within the server's size limit; a small one (long edge under 800 px) is
 * taken with `lowResolution`, a very wide or tall one with its `shape`. The copy to send is made here too (see
 * `downscalePhoto`). A HEIC the browser cannot open, and any file without an image decoder (an old browser), is taken
 * as it is and the server decides.
 */
export async function checkPhotoFile(file: File): Promise<CheckedPhoto> {
  if (!looksLikeImage(file)) return { ok: false, problem: 'not-an-image' };
  if (typeof createImageBitmap !== 'function') return sized(file, UNKNOWN);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return (await isHeic(file)) ? sized(file, UNDRAWN) : { ok: false, problem: 'unreadable' };
  }
  const traits = {
    lowResolution: Math.max(bitmap.width, bitmap.height) < LOW_RESOLUTION_EDGE,
    drawable: true,
    shape: photoShape(bitmap.width, bitmap.height),
  };
  return sized(await downscaleDecoded(file, bitmap, { reencode: !SERVER_PHOTO_TYPES.has(file.type) }), traits);
}

/** By its first bytes, whatever its name and type say (a HEIC is often labelled `image/heif`, or not at all). */
async function isHeic(file: File): Promise<boolean> {
  try {
    return mayBeHeic(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return false;
  }
}

function sized(upload: File, traits: PhotoTraits): CheckedPhoto {
  return upload.size > PHOTO_MAX_BYTES ? { ok: false, problem: 'too-large' } : { ok: true, upload, ...traits };
}
