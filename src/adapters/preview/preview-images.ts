import { join } from 'node:path';
import { CachedPreviewImages, type CachedPreviewImagesOptions } from './cached-preview-images.js';
import { ChildProcessPreviewRenderer } from './child-process-preview-renderer.js';
import type { PreviewCard } from './preview-design.js';

/** Where the server keeps the preview images it drew. */
export function previewImagesDir(dataDir: string): string {
  return join(dataDir, 'previews');
}

/** The preview images as the web server uses them: what a page's head names, and the images. */
export interface PreviewImages {
  /** The key of what a page's image shows; given the page itself (with its id), its image is drawn ahead. */
  versionOf(card: PreviewCard | (PreviewCard & { readonly id: string })): string;
  pageImage(card: PreviewCard & { readonly id: string }): Promise<Buffer>;
  genericImage(): Promise<Buffer>;
}

/**
 * The link previews' images with the shop's name (`brand`), cached, drawn in a worker process started by the first image asked for: the server
 * itself never loads sharp, fontkit or the fonts.
 */
export function previewImages(options: CachedPreviewImagesOptions, brand: string): PreviewImages {
  return drawnAhead(new CachedPreviewImages(new ChildProcessPreviewRenderer(brand), options));
}

/**
 * The images, each drawn as soon as a page's head names it: when the page is first shown (the buyer opens it after
 * paying) and after an edit of its names or date (the head is made again). A link pasted in a chat some time later
 * then gets its image from memory or from the folder, instead of waiting for the worker to start, load its fonts and
 * draw: over a second on a busy machine, more than some link unfurlers wait.
 */
export function drawnAhead(images: CachedPreviewImages): PreviewImages {
  return {
    versionOf: (card) => {
      if ('id' in card) images.drawAhead(card);
      return images.versionOf(card);
    },
    pageImage: (card) => images.pageImage(card),
    genericImage: () => images.genericImage(),
  };
}
