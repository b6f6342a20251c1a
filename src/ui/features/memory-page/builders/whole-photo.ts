import styles from '../../../components/ui/whole-photo.module.css';
import { h } from '../dom.js';
import { photoImage, type CarouselPhoto } from './carousel-photo.js';

interface PhotoImage {
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority?: 'high';
}

/**
 * A photo shown whole inside its frame, as components/ui/whole-photo.tsx draws it for the app: never cropped, with
 * its placeholder (a few pixels carried in the page's JSON, no download) blurred over the rest of the frame, hidden
 * from assistive technology; a photo without one has the frame's own background. `sizes` and
 * `srcset` come before `src` (and the AVIF `<source>` before the `<img>`), so the browser asks for the one file this
 * screen needs.
 */
export function wholePhoto(photo: CarouselPhoto, image: PhotoImage): HTMLElement {
  const { alt, width, height, loading, fetchPriority } = image;
  return h(
    'span',
    { class: styles.frame },
    photo.placeholder === null
      ? null
      : h('img', { alt: '', 'aria-hidden': 'true', class: styles.backdrop, decoding: 'async', draggable: 'false', src: photo.placeholder }),
    photoImage(photo, { alt, width, height, loading, fetchpriority: fetchPriority, decoding: 'async', draggable: 'false', class: styles.photo })
      .element,
  );
}
