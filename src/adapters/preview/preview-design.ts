import type { FallingEmojiName } from '../../domain/look/falling-emoji.js';
import type { PaletteName } from '../../domain/look/palettes.js';

/** What a page's preview image shows: the names and the day they started, in the page's look; nothing else of it. */
export interface PreviewCard {
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  /** The page's palette and the shape drawn above the names; absent: the defaults. */
  readonly palette?: PaletteName;
  readonly fallingEmoji?: FallingEmojiName;
}

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Changes whenever the drawing (svg-preview-image-renderer.ts) changes, so every cached image and its URL change too. */
export const PREVIEW_DESIGN_VERSION = '2';
