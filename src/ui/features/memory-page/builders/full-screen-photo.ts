import { h, lineIcon } from '../dom.js';
import { carouselPhotoAt, photoImage, type CarouselPhotos } from './carousel-photo.js';
import styles from './full-screen-photo.module.css';
import carouselStyles from './photo-carousel.module.css';

/** The history entry the view adds, so the phone's back button closes it instead of leaving the page. */
const VIEW_STATE = { fullScreenPhoto: true } as const;
/** One view at a time: a second tap while it opens changes nothing. */
let shown = false;

/**
 * The carousel's photo `index` whole, over the whole screen: never cropped (a panorama as a band across it, a tall
 * photo from top to bottom), on a dark backdrop, pinch-zoomed by the browser. Back, a tap anywhere, the close button
 * or Escape closes it; focus returns where it was. Its own chunk, loaded at the first tap on a photo.
 */
export function showFullScreenPhoto(carousel: CarouselPhotos, names: string, index: number): void {
  if (shown) return;
  shown = true;
  const { photo, alt } = carouselPhotoAt(carousel, names, index);
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const close = h(
    'button',
    { type: 'button', class: `${carouselStyles.expand} ${styles.close}`, 'aria-label': 'Fechar' },
    lineIcon('M6 6l12 12M18 6L6 18', 22),
  );
  // The screen's width is the most it is drawn at: the browser picks the file for that, no larger.
  const { element } = photoImage({ ...photo, sizes: '100vw' }, { alt, decoding: 'async', draggable: 'false' });
  const viewer = h('div', { class: styles.viewer, role: 'dialog', 'aria-modal': 'true', 'aria-label': alt }, element, close);
  const overflow = document.documentElement.style.overflow;
  // The page behind is out of reach while the photo is over it: no focus, no screen reader wandering there.
  const behind = [...document.body.children].filter((element): element is HTMLElement => element instanceof HTMLElement && !element.inert);

  let leaving = false;
  // Every way out goes back through the history, once, so the entry the view added never stays behind.
  const leave = () => {
    if (leaving) return;
    leaving = true;
    history.back();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') leave();
  };
  const onBack = () => {
    window.removeEventListener('popstate', onBack);
    document.removeEventListener('keydown', onKey);
    viewer.remove();
    for (const element of behind) element.inert = false;
    shown = false;
    document.documentElement.style.overflow = overflow;
    before?.focus({ preventScroll: true });
  };
  viewer.addEventListener('click', leave);
  window.addEventListener('popstate', onBack);
  document.addEventListener('keydown', onKey);
  history.pushState(VIEW_STATE, '');
  document.documentElement.style.overflow = 'hidden';
  for (const element of behind) element.inert = true;
  document.body.append(viewer);
  close.focus({ preventScroll: true });
}
