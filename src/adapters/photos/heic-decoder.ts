import { readFile } from 'node:fs/promises';
import type heicDecode from 'heic-decode';
import type { PhotoUpload } from '../../application/ports/photo-processor.js';
import { PhotoTooManyPixelsError } from './photo-errors.js';

type HeicDecode = typeof heicDecode;

/** A decoded photo's pixels: RGBA, four bytes a pixel. */
export interface RgbaPhoto {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
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
 * turn and is not applied again. The size is checked before any pixel is decoded, like every other photo's.
 */
export async function decodeHeic(decode: HeicDecode, upload: PhotoUpload, maxPixels: number): Promise<RgbaPhoto> {
  const bytes = upload instanceof Uint8Array ? upload : await readFile(upload.path);
  const images = await decode.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) throw new Error('HEIF: no image');
    if (primary.width * primary.height > maxPixels) throw new PhotoTooManyPixelsError(maxPixels);
    const { data, width, height } = await primary.decode();
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    images.dispose();
  }
}
