import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a PNG QR code encodes, or null when the image holds no readable code. */
export function decodeQrPng(bytes: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(bytes));
  // jsqr is CommonJS with an `export default` in its types: under NodeNext the function sits on `.default`.
  return jsQR.default(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** PNG files start with these eight bytes. */
export function isPng(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
