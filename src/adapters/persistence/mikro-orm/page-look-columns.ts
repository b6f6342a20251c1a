import { isFallingEmojiName, type FallingEmojiName } from '../../../domain/look/falling-emoji.js';
import { isPaletteName, type PaletteName } from '../../../domain/look/palettes.js';

/** A stored palette's name; a name the product does not know is a damaged row, never shown as another palette. */
export function paletteFromColumn(value: string, id: string): PaletteName {
  if (!isPaletteName(value)) throw new Error(`memories.palette of ${id} is not a known palette`);
  return value;
}

export function fallingEmojiFromColumn(value: string, id: string): FallingEmojiName {
  if (!isFallingEmojiName(value)) throw new Error(`memories.falling_emoji of ${id} is not a known falling emoji`);
  return value;
}
