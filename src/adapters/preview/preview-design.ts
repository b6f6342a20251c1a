/** What a page's preview image shows: the names and the day they started, nothing else of the page. */
export interface PreviewCard {
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
}

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Changes whenever the drawing (svg-preview-image-renderer.ts) changes, so every cached image and its URL change too. */
export const PREVIEW_DESIGN_VERSION = '1';
