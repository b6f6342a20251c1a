import { CAROUSEL_PHOTO_SIZES, photoSrcset } from '../../../../domain/memory/photo-variants.js';
import { photoUrl } from '../../../lib/api-client.js';

export interface CarouselPhoto {
  readonly src: string;
  readonly srcSet: string;
  readonly sizes: string;
  /** The photo's tiny placeholder (a `data:` URI carried in the page's JSON), blurred behind it; null when it has none. */
  readonly placeholder: string | null;
}

/** What the carousel's `<img>` elements show for one stored photo: the width the screen needs, and its placeholder for the blur. */
export function carouselPhoto(storedPath: string, placeholder: string | null = null): CarouselPhoto {
  const src = photoUrl(storedPath);
  return { src, srcSet: photoSrcset(src), sizes: CAROUSEL_PHOTO_SIZES, placeholder };
}

/** Fetches a photo as the carousel will show it (the width its `srcset` picks on this screen), so it is in the cache when the carousel gets to it. */
export function preloadCarouselPhoto(storedPath: string): void {
  const photo = carouselPhoto(storedPath);
  const image = new Image();
  image.decoding = 'async';
  image.sizes = photo.sizes;
  image.srcset = photo.srcSet;
  image.src = photo.src;
  image.decode?.().catch(() => undefined);
}
