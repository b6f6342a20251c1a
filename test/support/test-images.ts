import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** A real JPEG of the given size, with a gradient so it compresses like a photo rather than a flat fill. */
export async function jpegImage(width = 800, height = 600): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x + y) * 97) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A real HEIC (HEVC, made by Debian's heif-enc from a JPEG), 64 × 48 as shown: left half red, right half blue. Like an
 * iPhone's, its pixels are stored turned (48 × 64) with an `irot` that sets them upright and an EXIF orientation 6 that
 * says the same turn again, and its EXIF names the camera (Make "Apple", Copyright "segredo-exif").
 */
export const HEIC_PHOTO_PATH = fileURLToPath(new URL('./photos/iphone.heic', import.meta.url));
