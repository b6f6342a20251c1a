import { h, lineIcon } from '../dom.js';
import { carouselPhotoAt, preloadCarouselPhoto, type CarouselPhotos } from './carousel-photo.js';
import styles from './photo-carousel.module.css';
import { wholePhoto } from './whole-photo.js';

const AUTO_ADVANCE_MS = 10_000;
const SWIPE_THRESHOLD_PX = 60;
/** A touch that moved less than this is a tap on the photo, not a drag. */
const TAP_SLOP_PX = 10;

/** The photo over the whole screen is its own chunk, asked for at the first tap on a photo. */
const loadFullScreenPhoto = () => import('./full-screen-photo.js');

/** The photo `to` stands for among `count`, wrapping around both ways (-1 is the last, `count` the first). */
export const wrapIndex = (to: number, count: number): number => ((to % count) + count) % count;

/** A drag of `movedPx` (negative to the left) moves one photo on (1), back (-1), or not at all (0). */
export const swipeStep = (movedPx: number): 1 | -1 | 0 => (movedPx <= -SWIPE_THRESHOLD_PX ? 1 : movedPx >= SWIPE_THRESHOLD_PX ? -1 : 0);

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

function slides(carousel: CarouselPhotos, names: string): HTMLElement[] {
  const count = carousel.paths.length;
  return carousel.paths.map((_, i) => {
    const { photo, alt } = carouselPhotoAt(carousel, names, i);
    return h(
      'div',
      { class: styles.slide, role: 'group', 'aria-roledescription': 'foto', 'aria-label': `${i + 1} de ${count}` },
      wholePhoto(photo, { alt, width: 800, height: 1000, loading: i === 0 ? 'eager' : 'lazy', fetchPriority: i === 0 ? 'high' : undefined }),
    );
  });
}

/**
 * The photos, one at a time: swipe on touch or drag with the mouse (60 px), dots, arrows, and a move every 10 s that
 * wraps around. Any move, the user's included, restarts the 10 s, so a swipe is never followed at once by another. It
 * holds still while dragged, while a mouse rests on it and while the keyboard is in it, so nobody loses the photo they
 * are looking at. `stop` ends its timer, for when it leaves the page.
 */
// eslint-disable-next-line max-lines-per-function -- one component's state and its handlers; split, they would share it all
export function photoCarousel(carousel: CarouselPhotos, names: string): { readonly element: HTMLElement; readonly stop: () => void } {
  const photos = carousel.paths;
  const count = photos.length;
  const showWhole = () =>
    loadFullScreenPhoto().then(
      ({ showFullScreenPhoto }) => showFullScreenPhoto(carousel, names, state.index),
      (error: unknown) => console.warn('The full-screen photo could not be loaded', error),
    );
  const state = { index: 0, dragPx: null as number | null, hovered: false, keyboardIn: false };
  let pointer: { id: number; x: number } | null = null;
  // Where the last press began: a click that ends within a few pixels of it is a tap, not a swipe.
  let pressedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = { index: -1, held: false };

  const pictures = slides(carousel, names);
  const track = h('div', { class: styles.track }, ...pictures);
  const dots = photos.map((_, i) =>
    h('button', { type: 'button', class: styles.dot, 'aria-label': `Ver foto ${i + 1} de ${count}`, onClick: () => go(i) }),
  );
  const arrow = (side: string, label: string, step: number) =>
    h(
      'button',
      { type: 'button', class: `${styles.arrow} ${side}`, 'aria-label': label, onClick: () => go(state.index + step) },
      lineIcon('M9 5l7 7-7 7', 22),
    );

  /** Brings the screen in line with the state; the 10 s start again when the photo changes or the carousel is let go. */
  function update(): void {
    const { index, dragPx } = state;
    track.style.transform = `translate3d(calc(${-index * 100}% + ${dragPx ?? 0}px), 0, 0)`;
    viewport.toggleAttribute('data-dragging', dragPx !== null);
    pictures.forEach((slide, i) => (i === index ? slide.removeAttribute('aria-hidden') : slide.setAttribute('aria-hidden', 'true')));
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    const held = dragPx !== null || state.hovered || state.keyboardIn;
    if (index === shown.index && held === shown.held) return;
    // The next photo is fetched while this one shows (in the width this screen takes), so it is there when the carousel moves.
    if (index !== shown.index && count > 1) preloadCarouselPhoto(photos[(index + 1) % count]!, carousel.avifWidths[(index + 1) % count] ?? []);
    shown = { index, held };
    clearTimeout(timer);
    // A carousel taken off the page (an edit shown anew) stops there.
    if (count > 1 && !held) timer = setTimeout(() => viewport.isConnected && go(index + 1), AUTO_ADVANCE_MS);
  }
  const set = (change: Partial<typeof state>) => {
    Object.assign(state, change);
    update();
  };
  const go = (to: number) => set({ index: wrapIndex(to, count) });
  const end = () => {
    pointer = null;
    set({ dragPx: null });
  };

  const viewport = h(
    'div',
    {
      class: styles.viewport,
      onPointerDown: (event: PointerEvent) => {
        pressedAt = event.clientX;
        if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
        if ((event.target as Element).closest('button')) return; // the arrows are clicked, not dragged
        pointer = { id: event.pointerId, x: event.clientX };
        viewport.setPointerCapture?.(event.pointerId);
        set({ dragPx: 0 });
      },
      onPointerMove: (event: PointerEvent) => {
        if (pointer?.id === event.pointerId) set({ dragPx: event.clientX - pointer.x });
      },
      onPointerUp: (event: PointerEvent) => {
        if (pointer?.id !== event.pointerId) return;
        const step = swipeStep(event.clientX - pointer.x);
        end();
        if (step !== 0) go(state.index + step);
      },
      onPointerCancel: end,
      onClick: (event: MouseEvent) => {
        if (Math.abs(event.clientX - pressedAt) < TAP_SLOP_PX && !(event.target as Element).closest('button')) showWhole();
      },
    },
    track,
    h(
      'button',
      { type: 'button', class: styles.expand, 'aria-label': 'Ver a foto inteira', onClick: showWhole },
      lineIcon('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5', 20),
    ),
    count > 1 && arrow(styles.previous!, 'Foto anterior', -1),
    count > 1 && arrow(styles.next!, 'Próxima foto', 1),
  );
  const element = h(
    'section',
    {
      class: styles.carousel,
      'aria-roledescription': 'carrossel',
      'aria-label': `Fotos de ${names}`,
      onPointerOver: (event: PointerEvent) => set({ hovered: event.pointerType === 'mouse' }),
      onPointerLeave: () => set({ hovered: false }),
      onFocusIn: (event: FocusEvent) => set({ keyboardIn: focusVisible(event.target as Element) }),
      onFocusOut: (event: FocusEvent) => {
        if (!element.contains(event.relatedTarget as Node | null)) set({ keyboardIn: false });
      },
    },
    viewport,
    count > 1 && h('div', { class: styles.dots }, ...dots),
  );
  update();
  return { element, stop: () => clearTimeout(timer) };
}
