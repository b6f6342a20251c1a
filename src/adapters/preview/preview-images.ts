import { join } from 'node:path';
import { CachedPreviewImages, type CachedPreviewImagesOptions } from './cached-preview-images.js';
import { ChildProcessPreviewRenderer } from './child-process-preview-renderer.js';

/**
 * The link previews' images, cached, drawn in a worker process started by the first image asked for: the server
 * itself never loads sharp, fontkit or the fonts.
 */
/** Where the server keeps the preview images it drew. */
export function previewImagesDir(dataDir: string): string {
  return join(dataDir, 'previews');
}

export function previewImages(options: CachedPreviewImagesOptions): CachedPreviewImages {
  return new CachedPreviewImages(new ChildProcessPreviewRenderer(), options);
}
