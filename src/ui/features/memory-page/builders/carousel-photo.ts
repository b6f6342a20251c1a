import { CAROUSEL_PHOTO_SIZES, photoSrcset, photoVariantUrl, PHOTO_WIDTHS } from '../../../../domain/memory/photo-variants.js';
import { photoUrl } from '../../../lib/api-client.js';

export interface CarouselPhoto {
  readonly src: string;
  readonly srcSet: string;
  readonly sizes: string;
  readonly backdropSrc: string;
}

/** What the carousel's `<img>` elements load for one stored photo: the width the screen needs, and the smallest for the blur. */
export function carouselPhoto(storedPath: string): CarouselPhoto {
  const src = photoUrl(storedPath);
  return { src, srcSet: photoSrcset(src), sizes: CAROUSEL_PHOTO_SIZES, backdropSrc: photoVariantUrl(src, PHOTO_WIDTHS[0]) };
}

/**
 * Fetches a photo as the carousel will show it (the width its `srcset` picks on this screen, and the blur's small
 * copy), so it is in the cache when the carousel gets to it.
 */
export function preloadCarouselPhoto(storedPath: string): void {
  const photo = carouselPhoto(storedPath);
  const image = new Image();
  image.decoding = 'async';
  image.sizes = photo.sizes;
  image.srcset = photo.srcSet;
  image.src = photo.src;
  image.decode?.().catch(() => undefined);
  const backdrop = new Image();
  backdrop.src = photo.backdropSrc;
}
