import { LARGEST_PHOTO_WIDTH, PHOTO_WIDTHS, type PhotoWidth } from '../../../domain/memory/photo-variants.js';

const VARIANT = /^(.+)-(\d{1,5})(\.[a-z0-9]{1,8})$/;

/**
 * The photo itself (its largest width) for a smaller width of it (`{stem}-{width}.webp`, see photo-variants.ts), so a
 * page whose photos were stored before they had smaller copies still shows them where the page asks for one. Only the
 * widths of the convention are recognised: any other is no photo at all, and nothing is ever resized on request.
 */
export function largestPhotoOf(storedPath: string): string | null {
  const match = VARIANT.exec(storedPath);
  if (!match) return null;
  const width = Number(match[2]);
  if (width === LARGEST_PHOTO_WIDTH || !PHOTO_WIDTHS.includes(width as PhotoWidth)) return null;
  return `${match[1]}${match[3]}`;
}
