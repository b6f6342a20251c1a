import { readFile } from 'node:fs/promises';
import type heicDecode from 'heic-decode';
import type { PhotoUpload } from '../../application/ports/photo-processor.js';
import { withPrintsKept } from './decoder-prints.js';
import { PhotoTooManyPixelsError } from './photo-errors.js';

type HeicDecode = typeof heicDecode;

/** A decoded photo's pixels: RGBA, four bytes a pixel. */
export interface RgbaPhoto {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/**
 * libheif decodes every pixel of a HEIC into its heap (libvips shrinks a JPEG as it loads it): measured in the compiled
 * photo worker, a 24 MP HEIC peaked at 397–416 MB and a 48 MP one at 665 MB, past what the 600 MB budget of server and
 * workers leaves. 25 MP takes an iPhone's 24 MP photo (5712 × 4284) and refuses its 48 MP one.
 */
export const HEIC_MAX_PIXELS = 25_000_000;

/** libheif could not decode the file; the message holds what it printed about it, for whoever logs the refusal. */
export class HeicDecodeError extends Error {
  override readonly name = 'HeicDecodeError';
}

let loadingDecoder: Promise<HeicDecode> | null = null;

/** libheif in JavaScript is about 2 MB of code to compile: loaded with the first HEIC, never for other photos. */
export function loadHeicDecoder(): Promise<HeicDecode> {
  loadingDecoder ??= import('heic-decode').then(
    ({ default: decode }) => decode,
    (error: unknown) => {
      loadingDecoder = null;
      throw error;
    },
  );
  return loadingDecoder;
}

/**
 * Decodes an HEVC HEIF (the iPhone's HEIC), which sharp's libvips cannot (it reads only AV1 HEIF), to RGBA. libheif
 * applies the file's `irot` and `imir` as it decodes; the EXIF orientation an iPhone also writes describes the same
 * turn and is not applied again. The size is checked before any pixel is decoded, like every other photo's, against
 * the lower of `maxPixels` and HEIC_MAX_PIXELS. What libheif prints never reaches stdout: a failure carries it.
 */
export async function decodeHeic(decode: HeicDecode, upload: PhotoUpload, maxPixels: number): Promise<RgbaPhoto> {
  const bytes = upload instanceof Uint8Array ? upload : await readFile(upload.path);
  const decoded = await withPrintsKept(() => decodePrimary(decode, bytes, Math.min(maxPixels, HEIC_MAX_PIXELS)));
  if ('value' in decoded) return decoded.value;
  if (!decoded.printed) throw decoded.error;
  throw new HeicDecodeError(decoded.printed, { cause: decoded.error });
}

async function decodePrimary(decode: HeicDecode, bytes: Uint8Array, maxPixels: number): Promise<RgbaPhoto> {
  const images = await decode.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) throw new Error('HEIF: no image');
    if (primary.width * primary.height > maxPixels) throw new PhotoTooManyPixelsError(maxPixels, maxPixels === HEIC_MAX_PIXELS ? 'heic' : undefined);
    const { data, width, height } = await primary.decode();
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    images.dispose();
  }
}
