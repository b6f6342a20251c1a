import styles from '../../../components/ui/whole-photo.module.css';
import { h } from '../dom.js';
import type { CarouselPhoto } from './carousel-photo.js';

interface PhotoImage {
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority?: 'high';
}

/**
 * A photo shown whole inside its frame, as components/ui/whole-photo.tsx draws it for the app: never cropped, with
 * a blurred small copy of itself filling the rest of the frame, hidden from assistive technology. `sizes` and
 * `srcset` come before `src`, so the browser asks for the one width this screen needs.
 */
export function wholePhoto(photo: CarouselPhoto, image: PhotoImage): HTMLElement {
  const { alt, width, height, loading, fetchPriority } = image;
  return h(
    'span',
    { class: styles.frame },
    h('img', { alt: '', 'aria-hidden': 'true', class: styles.backdrop, loading, decoding: 'async', draggable: 'false', src: photo.backdropSrc }),
    h('img', {
      alt,
      width,
      height,
      loading,
      fetchpriority: fetchPriority,
      decoding: 'async',
      draggable: 'false',
      class: styles.photo,
      sizes: photo.sizes,
      srcset: photo.srcSet,
      src: photo.src,
    }),
  );
}
