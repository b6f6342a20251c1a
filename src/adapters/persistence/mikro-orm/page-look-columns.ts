import { isFallingEmojiName, type FallingEmojiName } from '../../../domain/look/falling-emoji.js';
import { isPaletteName, type PaletteName } from '../../../domain/look/palettes.js';
import { isRevealStyle, type RevealStyle } from '../../../domain/look/reveal-style.js';

/** A stored palette's name; a name the product does not know is a damaged row, never shown as another palette. */
export function paletteFromColumn(value: string, id: string): PaletteName {
  if (!isPaletteName(value)) throw new Error(`memories.palette of ${id} is not a known palette`);
  return value;
}

export function fallingEmojiFromColumn(value: string, id: string): FallingEmojiName {
  if (!isFallingEmojiName(value)) throw new Error(`memories.falling_emoji of ${id} is not a known falling emoji`);
  return value;
}

export function revealStyleFromColumn(value: string, id: string): RevealStyle {
  if (!isRevealStyle(value)) throw new Error(`memories.reveal_style of ${id} is not a known reveal style`);
  return value;
}
