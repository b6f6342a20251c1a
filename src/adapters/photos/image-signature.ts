import { isHeifPhoto } from '../../domain/memory/heif-brands.js';

/** The `metadata().format` names sharp gives the formats we accept (AVIF and HEIC are `heif`, with `av1` or `hevc`). */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Which accepted format the leading bytes announce, or null. It only decides which bytes may reach a decoder at all,
 * so SVG, TIFF and other loaders never parse an upload; what the decoder then reports is the authority.
 */
export function sniffImageFormat(bytes: Uint8Array): AcceptedImageFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHeifPhoto(bytes)) return 'heif';
  return null;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}
