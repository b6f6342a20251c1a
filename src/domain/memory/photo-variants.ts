/**
 * A photo is kept in a few widths, so a phone downloads the one its screen needs. The largest is the photo's stored
 * file itself (`{stem}.webp`); each smaller one sits beside it as `{stem}-{width}.webp`, in the same storage, under
 * the same URL prefix (same origin or PHOTO_PUBLIC_URL).
 */
/**
 * Chosen from what the public page's carousel asks on the phones that buy (`npm run bench`, section photobytes): 720
 * for a 412 px phone at DPR 1.75 (Lighthouse's, a 380 px slot) and for any phone from DPR 2.5 up (see
 * `CAROUSEL_PHOTO_SIZES`); 1080 for a 390 px phone at DPR 2 and wide screens at DPR 2; 480 for DPR 1.
 */
export const PHOTO_WIDTHS = [480, 720, 1080, 1600] as const;
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

/**
 * `sizes` of the public page's carousel, from its CSS (memory-view.module.css, photo-carousel.module.css): beside the
 * words on wide screens (at most 480 CSS px), else the page's column (at most 520 px) less its 16 px margins. The
 * carousel may be narrower still on a short screen (72svh × 0.8): then the browser takes a width larger than needed,
 * never a smaller one. A 390 px phone gets 358 px: the 1080 file at DPR 2 (Chromium takes the 720 one, see the bench).
 *
 * On a phone of DPR 2.5 or more the slot is declared two thirds as wide, so its photo is drawn at about two device
 * pixels per CSS pixel, not three: the 720 file instead of one of 1080 px or more, which costs 2.3 times the bytes
 * (median 57 against 30 KB, largest 180 against 87 KB on Debian's lomiri-wallpapers photographs, WebP) for a density
 * the eye does not tell apart at a phone's distance, on the weak signals such phones often have.
 */
export const CAROUSEL_PHOTO_SIZES =
  '(min-width: 960px) 480px, (max-width: 520px) and (min-resolution: 2.5dppx) calc((100vw - 32px) / 1.5), (max-width: 520px) calc(100vw - 32px), 488px';

/** The widths kept beside the photo itself, as `{stem}-{width}.{ext}`. */
export const SMALLER_PHOTO_WIDTHS: readonly PhotoWidth[] = PHOTO_WIDTHS.filter((width) => width !== LARGEST_PHOTO_WIDTH);

/** The URLs (or stored paths) of a photo's smaller widths, smallest first. */
export function smallerPhotoUrls(photoUrl: string): string[] {
  return SMALLER_PHOTO_WIDTHS.map((width) => photoVariantUrl(photoUrl, width));
}

/**
 * AVIF copies of a photo, made after its page is paid for (see docs/features/photos.md): `{stem}.avif` for its largest
 * width, `{stem}-{width}.avif` for the others, beside its WebP files. Only the widths at least a fifth smaller than the
 * WebP of that width are kept, and the page records which (`photoAvifWidths`).
 */
export const AVIF_EXTENSION = 'avif';

/** Keeps an AVIF width only when it saves at least this share of the WebP of the same width. */
export const AVIF_MIN_SAVING = 0.2;

/** Whether an AVIF file of `avifBytes` is worth serving instead of the WebP of `webpBytes` (at least a fifth smaller). */
export function isAvifWorthKeeping(avifBytes: number, webpBytes: number): boolean {
  return avifBytes <= webpBytes * (1 - AVIF_MIN_SAVING);
}

/** The URL of one width of a photo in AVIF, from the URL (or stored path) of the photo itself (a `.webp`). */
export function photoAvifUrl(photoUrl: string, width: PhotoWidth): string {
  return photoVariantUrl(photoUrl, width).replace(/\.webp$/, '') + `.${AVIF_EXTENSION}`;
}

/** Every AVIF URL a photo may have, one per width of `PHOTO_WIDTHS`, smallest first. */
export function avifPhotoUrls(photoUrl: string): string[] {
  return PHOTO_WIDTHS.map((width) => photoAvifUrl(photoUrl, width));
}

/**
 * `srcset` for the browsers that decode AVIF: every width, in AVIF where the page keeps one of that width, else the
 * WebP (every browser that decodes AVIF decodes WebP). Null when the photo has no AVIF width: then the WebP srcset alone.
 */
export function photoAvifSrcset(photoUrl: string, avifWidths: readonly number[]): string | null {
  return avifWidths.length === 0
    ? null
    : PHOTO_WIDTHS.map((width) => `${(avifWidths.includes(width) ? photoAvifUrl : photoVariantUrl)(photoUrl, width)} ${width}w`).join(', ');
}

/**
 * The photo and width a URL (or stored path) names a copy of, or null when it names none: the photo itself, or a width
 * that is not one of `SMALLER_PHOTO_WIDTHS`. An AVIF copy (`{stem}.avif`, `{stem}-{width}.avif`) is one of the WebP
 * photo `{stem}.webp`, `avif` true.
 */
export function photoOfVariantUrl(url: string): { readonly photoUrl: string; readonly width: PhotoWidth; readonly avif: boolean } | null {
  if (url.endsWith(`.${AVIF_EXTENSION}`)) return photoOfAvifUrl(url);
  const match = /-(\d{1,5})(\.[a-z0-9]{1,8})?$/.exec(url);
  if (!match || match.index <= url.lastIndexOf('/') + 1) return null;
  const width = SMALLER_PHOTO_WIDTHS.find((known) => String(known) === match[1]);
  return width === undefined ? null : { photoUrl: `${url.slice(0, match.index)}${match[2] ?? ''}`, width, avif: false };
}

function photoOfAvifUrl(url: string): { readonly photoUrl: string; readonly width: PhotoWidth; readonly avif: true } | null {
  const stem = url.slice(0, -`.${AVIF_EXTENSION}`.length);
  const slash = stem.lastIndexOf('/');
  const match = /-(\d{1,5})$/.exec(stem);
  if (!match) return stem.length > slash + 1 ? { photoUrl: `${stem}.webp`, width: LARGEST_PHOTO_WIDTH, avif: true } : null;
  const width = SMALLER_PHOTO_WIDTHS.find((known) => String(known) === match[1]);
  if (width === undefined || match.index <= slash + 1) return null;
  return { photoUrl: `${stem.slice(0, match.index)}.webp`, width, avif: true };
}
