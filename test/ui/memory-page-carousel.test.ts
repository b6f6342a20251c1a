// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_PHOTO_SIZES, photoSrcset } from '../../src/domain/memory/photo-variants.js';
import { photoCarousel, swipeStep, wrapIndex } from '../../src/ui/features/memory-page/builders/photo-carousel.js';
import { stubImagePreload } from '../support/ui/stub-image-preload.js';

const PHOTOS = ['/uploads/m1/a.webp', '/uploads/m1/b.webp', '/uploads/m1/c.webp'];
/** Placeholders as the page's JSON carries them: the third photo was stored before placeholders. */
const PLACEHOLDERS = ['data:image/webp;base64,YQ==', 'data:image/webp;base64,Yg==', null];
let preloaded: string[];
const stops: (() => void)[] = [];

/** Puts a carousel on the page, as the public page does. */
function render(photos: readonly string[], avifWidths: readonly (readonly number[])[] = []): { container: HTMLElement } {
  const { element, stop } = photoCarousel({ paths: photos, placeholders: PLACEHOLDERS, avifWidths }, 'Ana e João');
  const container = document.body.appendChild(document.createElement('div'));
  container.append(element);
  stops.push(stop);
  return { container };
}

beforeEach(() => {
  vi.useFakeTimers();
  preloaded = stubImagePreload();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The photo on show: the only one not hidden from assistive technology. */
const shown = () => screen.getByRole('img').getAttribute('alt');
const viewport = () => screen.getByRole('region', { name: 'Fotos de Ana e João' }).firstElementChild as HTMLElement;

function swipe(from: number, to: number, pointerType = 'touch') {
  fireEvent.pointerDown(viewport(), { pointerId: 7, pointerType, clientX: from, clientY: 300, button: 0 });
  fireEvent.pointerMove(viewport(), { pointerId: 7, pointerType, clientX: (from + to) / 2, clientY: 302 });
  fireEvent.pointerMove(viewport(), { pointerId: 7, pointerType, clientX: to, clientY: 304 });
  fireEvent.pointerUp(viewport(), { pointerId: 7, pointerType, clientX: to, clientY: 304 });
}

describe('the photo carousel', () => {
  it('shows the first photo at once and the others lazily, all with explicit sizes', () => {
    render(PHOTOS);
    expect(shown()).toBe('Ana e João, foto 1 de 3');
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(PHOTOS.map((path) => `/api${path}`));
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('800');
      expect(image.getAttribute('height')).toBe('1000');
    }
    // The next photo is fetched while this one shows (the width its srcset picks); its blur needs no download.
    expect(preloaded).toEqual(['/api/uploads/m1/b.webp']);
  });

  it('offers each photo in its four widths, and blurs its placeholder behind it, never a second download', () => {
    const { container } = render(PHOTOS);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('srcset'))).toEqual(PHOTOS.map((path) => photoSrcset(`/api${path}`)));
    expect(images[0]!.getAttribute('srcset')).toBe(
      '/api/uploads/m1/a-480.webp 480w, /api/uploads/m1/a-720.webp 720w, /api/uploads/m1/a-1080.webp 1080w, /api/uploads/m1/a.webp 1600w',
    );
    for (const image of images) expect(image.getAttribute('sizes')).toBe(CAROUSEL_PHOTO_SIZES);
    const blurred = [...container.querySelectorAll('img[aria-hidden="true"]')];
    expect(blurred.map((image) => image.getAttribute('src'))).toEqual(PLACEHOLDERS.slice(0, 2));
    for (const image of blurred) expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('offers a photo with AVIF widths in a <picture> whose AVIF <source> comes first, and one without as a plain <img>', () => {
    const { container } = render(PHOTOS, [[480, 720], []]);
    const pictures = [...container.querySelectorAll('picture')];
    expect(pictures).toHaveLength(1);
    const [source, image] = [...pictures[0]!.children];
    expect(source!.tagName).toBe('SOURCE');
    expect(source!.getAttribute('type')).toBe('image/avif');
    expect(source!.getAttribute('sizes')).toBe(CAROUSEL_PHOTO_SIZES);
    // AVIF where the photo has it, the WebP of the other widths: a browser that takes AVIF still gets one file per width.
    expect(source!.getAttribute('srcset')).toBe(
      '/api/uploads/m1/a-480.avif 480w, /api/uploads/m1/a-720.avif 720w, /api/uploads/m1/a-1080.webp 1080w, /api/uploads/m1/a.webp 1600w',
    );
    expect(image!.getAttribute('srcset')).toBe(photoSrcset('/api/uploads/m1/a.webp'));
    expect(image!.getAttribute('alt')).toBe('Ana e João, foto 1 de 3');
    const plain = screen.getAllByRole('img', { hidden: true }).filter((element) => element.getAttribute('alt')?.endsWith('2 de 3'));
    expect(plain[0]!.parentElement!.tagName).not.toBe('PICTURE');
  });

  it('moves with the arrows and wraps around both ways', () => {
    render(PHOTOS);
    fireEvent.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(shown()).toBe('Ana e João, foto 3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(shown()).toBe('Ana e João, foto 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(shown()).toBe('Ana e João, foto 2 de 3');
  });

  it('jumps to a photo from its dot, which then says it is the current one', () => {
    render(PHOTOS);
    const dots = ['Ver foto 1 de 3', 'Ver foto 2 de 3', 'Ver foto 3 de 3'].map((name) => screen.getByRole('button', { name }));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    fireEvent.click(dots[2]!);
    expect(shown()).toBe('Ana e João, foto 3 de 3');
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('follows a swipe or a mouse drag of at least 60 px, and ignores a shorter one', () => {
    render(PHOTOS);
    swipe(200, 141); // 59 px: not enough
    expect(shown()).toBe('Ana e João, foto 1 de 3');
    swipe(200, 140); // 60 px to the left: the next photo
    expect(shown()).toBe('Ana e João, foto 2 de 3');
    swipe(100, 160, 'mouse'); // 60 px to the right with the mouse: back
    expect(shown()).toBe('Ana e João, foto 1 de 3');
    swipe(100, 300); // to the right from the first photo: the last
    expect(shown()).toBe('Ana e João, foto 3 de 3');
    swipe(300, 100); // and on past the last: the first again
    expect(shown()).toBe('Ana e João, foto 1 de 3');
  });

  it('follows the finger while it drags', () => {
    render(PHOTOS);
    const track = viewport().firstElementChild as HTMLElement;
    fireEvent.pointerDown(viewport(), { pointerId: 3, pointerType: 'touch', clientX: 200, clientY: 300 });
    fireEvent.pointerMove(viewport(), { pointerId: 3, pointerType: 'touch', clientX: 170, clientY: 300 });
    expect(track.style.transform).toContain('-30px');
    fireEvent.pointerCancel(viewport(), { pointerId: 3, pointerType: 'touch' });
    expect(track.style.transform).toContain('0px');
    expect(shown()).toBe('Ana e João, foto 1 de 3');
  });

  it('moves on by itself every 10 s, wrapping around, and waits a full 10 s after a manual move', () => {
    render(PHOTOS);
    vi.advanceTimersByTime(9_999);
    expect(shown()).toBe('Ana e João, foto 1 de 3');
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('Ana e João, foto 2 de 3');
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBe('Ana e João, foto 3 de 3');
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBe('Ana e João, foto 1 de 3');

    vi.advanceTimersByTime(6_000);
    swipe(200, 100);
    expect(shown()).toBe('Ana e João, foto 2 de 3');
    vi.advanceTimersByTime(9_000);
    expect(shown()).toBe('Ana e João, foto 2 de 3');
    vi.advanceTimersByTime(1_000);
    expect(shown()).toBe('Ana e João, foto 3 de 3');
  });

  it('stops moving on, and fetches no next photo, once it is taken off the page', () => {
    const { container } = render(PHOTOS);
    container.remove();
    vi.advanceTimersByTime(30_000);
    document.body.append(container);
    expect(shown()).toBe('Ana e João, foto 1 de 3');
    expect(preloaded).toEqual(['/api/uploads/m1/b.webp']);
  });

  it('holds still while a finger is on the photo', () => {
    render(PHOTOS);
    fireEvent.pointerDown(viewport(), { pointerId: 4, pointerType: 'touch', clientX: 200, clientY: 300 });
    vi.advanceTimersByTime(30_000);
    expect(shown()).toBe('Ana e João, foto 1 de 3');
  });

  it('is a plain photo when there is only one', () => {
    render(PHOTOS.slice(0, 1));
    expect(shown()).toBe('Ana e João, foto 1 de 1');
    // No arrows and no dots: only the way to see the photo whole.
    expect(screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Ver a foto inteira']);
    swipe(200, 50);
    vi.advanceTimersByTime(30_000);
    expect(shown()).toBe('Ana e João, foto 1 de 1');
    expect(preloaded).toEqual([]);
  });
});

describe('the carousel’s moves', () => {
  it('wraps an index around both ways', () => {
    expect([-1, 0, 2, 3, 4, -4].map((to) => wrapIndex(to, 3))).toEqual([2, 0, 2, 0, 1, 2]);
  });

  it('turns a drag of at least 60 px into one step, to the next photo when it goes left', () => {
    expect([-200, -60, -59, 0, 59, 60, 200].map(swipeStep)).toEqual([1, 1, 0, 0, 0, -1, -1]);
  });
});

describe('the photo carousel, held still', () => {
  it('waits while a mouse rests on it, and goes on once it leaves', () => {
    render(PHOTOS);
    const region = screen.getByRole('region', { name: 'Fotos de Ana e João' });
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    vi.advanceTimersByTime(30_000);
    expect(shown()).toBe('Ana e João, foto 1 de 3');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBe('Ana e João, foto 2 de 3');
  });

  it('does not wait for a finger that has touched it', () => {
    render(PHOTOS);
    fireEvent.pointerOver(screen.getByRole('region', { name: 'Fotos de Ana e João' }), { pointerType: 'touch' });
    vi.advanceTimersByTime(10_000);
    expect(shown()).toBe('Ana e João, foto 2 de 3');
  });
});
