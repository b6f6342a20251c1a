import { CachedPreviewImages, type CachedPreviewImagesOptions, type PreviewImageRenderer } from './cached-preview-images.js';
import { PREVIEW_DESIGN_VERSION, type PreviewCard } from './preview-design.js';

/**
 * The link previews' images, cached. sharp and fontkit (and the fonts) are loaded by the first image asked for, not
 * at start: most processes never draw one.
 */
export function previewImages(options: CachedPreviewImagesOptions): CachedPreviewImages {
  let renderer: Promise<PreviewImageRenderer> | null = null;
  const loaded = () => {
    renderer ??= import('./svg-preview-image-renderer.js').then(({ SvgPreviewImageRenderer }) => new SvgPreviewImageRenderer());
    return renderer;
  };
  return new CachedPreviewImages(
    {
      designVersion: PREVIEW_DESIGN_VERSION,
      render: async (card: PreviewCard) => (await loaded()).render(card),
      renderGeneric: async () => (await loaded()).renderGeneric(),
    },
    options,
  );
}
