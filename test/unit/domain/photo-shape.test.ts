import { describe, expect, it } from 'vitest';
import { EXTREME_ASPECT_RATIO, photoShape } from '../../../src/domain/memory/photo-shape.js';

describe('a photo that shows small on the page for its shape', () => {
  it('is one beyond 2.5:1 either way', () => {
    expect(EXTREME_ASPECT_RATIO).toBe(2.5);
    expect(photoShape(2501, 1000)).toBe('very-wide');
    expect(photoShape(1000, 2501)).toBe('very-tall');
  });

  it.each([
    ['exactly 2.5:1 wide', 2500, 1000],
    ['exactly 1:2.5 tall', 1000, 2500],
    ['16:9', 1920, 1080],
    ['2:1', 2000, 1000],
    ['a phone’s portrait', 3024, 4032],
    ['square', 1000, 1000],
  ])('is not %s', (_case, width, height) => {
    expect(photoShape(width, height)).toBeNull();
  });

  it.each([
    [0, 1000],
    [1000, 0],
    [-3000, 1000],
    [3000, -1000],
  ])('is not said of a size that is no size (%i × %i)', (width, height) => {
    expect(photoShape(width, height)).toBeNull();
  });
});
