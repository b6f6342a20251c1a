import { CAROUSEL_PHOTO_SIZES, photoAvifSrcset, photoSrcset } from '../../../../domain/memory/photo-variants.js';
import { photoUrl } from '../../../lib/api-client.js';
import { assign, h } from '../dom.js';

export interface CarouselPhoto {
  readonly src: string;
  readonly srcSet: string;
  /** The `srcset` of the `<source type="image/avif">` offered before it (AVIF where the photo has it); null when none. */
  readonly avifSrcSet: string | null;
  readonly sizes: string;
  /** The photo's tiny placeholder (a `data:` URI carried in the page's JSON), blurred behind it; null when it has none. */
  readonly placeholder: string | null;
}

/** What the carousel shows of each photo, in the order of `paths`. */
export interface CarouselPhotos {
  readonly paths: readonly string[];
  readonly placeholders: readonly (string | null)[];
  /** The widths each photo also has in AVIF; missing or empty for one that has none. */
  readonly avifWidths: readonly (readonly number[])[];
}

/** The carousel's `i`th photo, and the words that name it. */
export function carouselPhotoAt({ paths, placeholders, avifWidths }: CarouselPhotos, names: string, i: number) {
  return { photo: carouselPhoto(paths[i]!, placeholders[i] ?? null, avifWidths[i] ?? []), alt: `${names}, foto ${i + 1} de ${paths.length}` };
}

/**
 * What the carousel's `<img>` elements show for one stored photo: the width the screen needs (in AVIF where the page
 * has it and the browser takes it), and its placeholder for the blur.
 */
export function carouselPhoto(storedPath: string, placeholder: string | null = null, avifWidths: readonly number[] = []): CarouselPhoto {
  const src = photoUrl(storedPath);
  return { src, srcSet: photoSrcset(src), avifSrcSet: photoAvifSrcset(src, avifWidths), sizes: CAROUSEL_PHOTO_SIZES, placeholder };
}

/**
 * The photo's `<img>`, inside a `<picture>` whose `<source type="image/avif">` comes first when it has AVIF widths. The
 * `<img>` is in its `<picture>` before it gets `srcset` and `src`, so the browser picks one file, never the WebP first.
 */
export function photoImage(
  photo: CarouselPhoto,
  props: Parameters<typeof h>[1] = {},
): { readonly element: HTMLElement; readonly image: HTMLImageElement } {
  const image = h('img');
  const element = inPicture(photo, image);
  assign(image, { ...props, sizes: photo.sizes, srcset: photo.srcSet, src: photo.src });
  return { element, image };
}

/** The image alone, or put in a `<picture>` after the AVIF `<source>` when the photo has one. */
function inPicture(photo: CarouselPhoto, image: HTMLImageElement): HTMLElement {
  return photo.avifSrcSet === null
    ? image
    : h('picture', {}, h('source', { type: 'image/avif', sizes: photo.sizes, srcset: photo.avifSrcSet }), image);
}

/**
 * Fetches a photo as the carousel will show it (the width and format its `srcset` picks on this screen), so it is in
 * the cache when the carousel gets to it; with AVIF widths, from a `<picture>` like the carousel's (never attached).
 */
export function preloadCarouselPhoto(storedPath: string, avifWidths: readonly number[] = []): void {
  const photo = carouselPhoto(storedPath, null, avifWidths);
  const image = new Image();
  image.decoding = 'async';
  inPicture(photo, image);
  image.sizes = photo.sizes;
  image.srcset = photo.srcSet;
  image.src = photo.src;
  image.decode?.().catch(() => undefined);
}
