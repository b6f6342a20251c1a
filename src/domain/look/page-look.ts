import { DomainError } from '../shared/domain-error.js';
import { DEFAULT_FALLING_EMOJI, isFallingEmojiName, type FallingEmojiName } from './falling-emoji.js';
import { DEFAULT_PALETTE, isPaletteName, type PaletteName } from './palettes.js';

/** A page's look: its palette and what falls down it, both by name. */
export interface PageLook {
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
}

export const DEFAULT_LOOK: PageLook = { palette: DEFAULT_PALETTE, fallingEmoji: DEFAULT_FALLING_EMOJI };

export class PaletteUnknownError extends DomainError {
  constructor() {
    super('look.palette-unknown');
  }
}

export class FallingEmojiUnknownError extends DomainError {
  constructor() {
    super('look.falling-emoji-unknown');
  }
}

/** A palette's name as the form sends it: empty or absent is the default; anything else must be one of the set. */
export function validPalette(raw: string | null | undefined): PaletteName {
  const name = (raw ?? '').trim();
  if (name === '') return DEFAULT_PALETTE;
  if (!isPaletteName(name)) throw new PaletteUnknownError();
  return name;
}

/** The falling emoji's name as the form sends it: empty or absent is hearts; anything else must be one of the set. */
export function validFallingEmoji(raw: string | null | undefined): FallingEmojiName {
  const name = (raw ?? '').trim();
  if (name === '') return DEFAULT_FALLING_EMOJI;
  if (!isFallingEmojiName(name)) throw new FallingEmojiUnknownError();
  return name;
}
