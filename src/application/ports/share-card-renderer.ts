import type { FallingEmojiName } from '../../domain/look/falling-emoji.js';
import type { PaletteName } from '../../domain/look/palettes.js';
import type { SkyChart } from '../../domain/sky/sky-chart.js';

/** The printable card (A6, or A6 on A4 with crop marks) and the 9:16 image for a status or a story. */
export const SHARE_CARD_FORMATS = ['a6', 'a4', 'story'] as const;
export type ShareCardFormat = (typeof SHARE_CARD_FORMATS)[number];

/**
 * What a card shows: both names, the day they started (`YYYY-MM-DD…` as the page keeps it), the page's link and,
 * while the page's reveal date is ahead, when it opens.
 */
export interface ShareCardContent {
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  readonly publicUrl: string;
  readonly opensAt: Date | null;
  /** The page's palette and falling emoji: the card is drawn in them. */
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
  /** "O céu daquela noite" in place of the shape above the names, when asked for; `key` tells one sky from another. */
  readonly sky?: { readonly key: string; readonly chart: SkyChart } | null;
}

export interface ShareCardRenderer {
  /** PDF for `a6` and `a4`, PNG for `story`. The same content always gives the same card. */
  render(content: ShareCardContent, format: ShareCardFormat): Promise<Uint8Array>;
}
