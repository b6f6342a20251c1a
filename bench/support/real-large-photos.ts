import { statSync } from 'node:fs';
import sharp from 'sharp';
import { corpusFiles } from '../real-photo-bytes.js';

/** Just under the default PHOTO_MAX_BYTES (10 MiB), and no smaller than this. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
const SMALLEST_BYTES = 8.5 * 1024 * 1024;
/** Under the default PHOTO_MAX_PIXELS (50 MP), as a phone's largest photos are. */
const MOST_PIXELS = 48_000_000;

/**
 * Three real photographs of Debian's lomiri-wallpapers-16.04 (installed where missing, never committed), the three
 * largest files, each enlarged and saved as a JPEG of 8.5–10 MiB under 48 MP: what a phone's largest photo weighs.
 * Made in memory at each run, the same bytes every time.
 */
export async function makeRealLargePhotos(): Promise<Buffer[]> {
  const largest = corpusFiles()
    .filter((path) => /\.jpe?g$/i.test(path))
    .sort((a, b) => statSync(b).size - statSync(a).size)
    .slice(0, 3);
  const photos: Buffer[] = [];
  for (const path of largest) photos.push(await enlargedUnderLimit(path));
  return photos;
}

/** The photo at 48 MP, then smaller, each at the highest JPEG quality that keeps it under the limit. */
async function enlargedUnderLimit(path: string): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(path).metadata();
  const largestScale = Math.sqrt(MOST_PIXELS / (width * height));
  for (let scale = largestScale; scale > largestScale / 2; scale *= 0.9) {
    const { data, info } = await sharp(path)
      .resize({ width: Math.floor(width * scale) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let quality = 100; quality >= 80; quality -= 4) {
      const bytes = await sharp(data, { raw: info }).jpeg({ quality }).toBuffer();
      if (bytes.byteLength < SMALLEST_BYTES) break;
      if (bytes.byteLength < UPLOAD_LIMIT_BYTES) return bytes;
    }
  }
  throw new Error(`${path}: no enlargement between 8.5 and 10 MiB under 48 MP`);
}
