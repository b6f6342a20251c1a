/**
 * A photo is kept in a few widths, so a phone downloads the one its screen needs. The largest is the photo's stored
 * file itself (`{stem}.webp`); each smaller one sits beside it as `{stem}-{width}.webp`, in the same storage, under
 * the same URL prefix (same origin or PHOTO_PUBLIC_URL).
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const LARGEST_PHOTO_WIDTH: PhotoWidth = 1600;

/** The URL of one width of a photo, from the URL (or stored path) of the photo itself. */
export function photoVariantUrl(photoUrl: string, width: PhotoWidth): string {
  if (width === LARGEST_PHOTO_WIDTH) return photoUrl;
  const dot = photoUrl.lastIndexOf('.');
  const slash = photoUrl.lastIndexOf('/');
  if (dot <= slash) return `${photoUrl}-${width}`;
  return `${photoUrl.slice(0, dot)}-${width}${photoUrl.slice(dot)}`;
}

/** `srcset` of a photo: every width, smallest first. */
export function photoSrcset(photoUrl: string): string {
  return PHOTO_WIDTHS.map((width) => `${photoVariantUrl(photoUrl, width)} ${width}w`).join(', ');
}

/** `sizes` of the public page's carousel: the screen's width on a phone, at most 520 CSS pixels elsewhere. */
export const CAROUSEL_PHOTO_SIZES = '(max-width: 520px) 100vw, 520px';
