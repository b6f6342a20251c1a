/**
 * Beyond this ratio of its long edge to its short one, a photo shown whole in the page's portrait frame (about 4:5)
 * fills less than a third of it: a panorama becomes a thin strip. 2.5:1 leaves 16:9 and 2:1 photos alone.
 */
export const EXTREME_ASPECT_RATIO = 2.5;

export type PhotoShape = 'very-wide' | 'very-tall';

/** Whether a photo of this size shows small on the page for its shape; null for every ordinary photo. */
export function photoShape(width: number, height: number): PhotoShape | null {
  if (width <= 0 || height <= 0) return null;
  if (width / height > EXTREME_ASPECT_RATIO) return 'very-wide';
  if (height / width > EXTREME_ASPECT_RATIO) return 'very-tall';
  return null;
}
