import type sharp from 'sharp';

export type SharpModule = typeof sharp;
let loadingSharp: Promise<SharpModule> | null = null;

/**
 * sharp (libvips, about 15 MB resident, a third of a second to load) is loaded when an image is first made, not at
 * start: a server that only shows pages, and most support commands, never need it. libvips' operation cache is turned
 * off: every upload is a new image, so it would only hold on to pixels of images already done.
 */
export function loadSharp(): Promise<SharpModule> {
  loadingSharp ??= import('sharp').then<SharpModule>(
    ({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      loadingSharp = null;
      throw error;
    },
  );
  return loadingSharp;
}
