import type { Locator } from 'playwright-core';

export interface VisiblePhoto {
  /** The share of the photo's pixels drawn inside every box that clips it: 1 when the whole photo shows. */
  readonly visibleShare: number;
  /** The drawn photo's width / height over the file's: 1 when it is not stretched. */
  readonly shapeKept: number;
  /** The drawn photo's size on screen, in CSS pixels. */
  readonly drawn: { readonly width: number; readonly height: number };
}

/**
 * How much of a loaded `<img>` the screen shows, measured the way the browser draws it: its box, its `object-fit` and
 * `object-position` give the rectangle the picture is painted in, which is then clipped by the image's own box and by
 * every ancestor that hides its overflow (a carousel's frame, a tile).
 */
export function visiblePhoto(image: Locator): Promise<VisiblePhoto> {
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    const ratio = img.naturalWidth / img.naturalHeight;
    let width = box.width;
    let height = box.height;
    const wider = width / height > ratio;
    if (style.objectFit === 'contain' || style.objectFit === 'scale-down') {
      if (wider) width = height * ratio;
      else height = width / ratio;
    } else if (style.objectFit === 'cover') {
      if (wider) height = width / ratio;
      else width = height * ratio;
    } else if (style.objectFit === 'none') {
      width = img.naturalWidth;
      height = img.naturalHeight;
    }
    const position = style.objectPosition.split(' ').map((part) => (part.endsWith('%') ? parseFloat(part) / 100 : NaN));
    const [px, py] = [position[0] ?? 0.5, position[1] ?? 0.5].map((value) => (Number.isNaN(value) ? 0.5 : value)) as [number, number];
    const drawn = { left: box.left + (box.width - width) * px, top: box.top + (box.height - height) * py, width, height };
    let clip = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    for (let element = img.parentElement; element; element = element.parentElement) {
      if (getComputedStyle(element).overflow === 'visible') continue;
      const r = element.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, r.left),
        top: Math.max(clip.top, r.top),
        right: Math.min(clip.right, r.right),
        bottom: Math.min(clip.bottom, r.bottom),
      };
    }
    const shownWidth = Math.max(0, Math.min(clip.right, drawn.left + width) - Math.max(clip.left, drawn.left));
    const shownHeight = Math.max(0, Math.min(clip.bottom, drawn.top + height) - Math.max(clip.top, drawn.top));
    return {
      visibleShare: (shownWidth * shownHeight) / (width * height),
      shapeKept: width / height / ratio,
      drawn: { width, height },
    };
  });
}
