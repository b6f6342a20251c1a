import { DomainError } from '../shared/domain-error.js';
import { DEFAULT_FALLING_EMOJI, isFallingEmojiName, type FallingEmojiName } from './falling-emoji.js';
import { DEFAULT_PALETTE, isPaletteName, type PaletteName } from './palettes.js';
import { DEFAULT_REVEAL_STYLE, isRevealStyle, type RevealStyle } from './reveal-style.js';

/** A page's look: its palette, what falls down it and how the recipient opens it, each by name. */
export interface PageLook {
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
  readonly revealStyle: RevealStyle;
}

export const DEFAULT_LOOK: PageLook = {
  palette: DEFAULT_PALETTE,
  fallingEmoji: DEFAULT_FALLING_EMOJI,
  revealStyle: DEFAULT_REVEAL_STYLE,
};

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

export class RevealStyleUnknownError extends DomainError {
  constructor() {
    super('look.reveal-style-unknown');
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

/** The reveal style's name as the form sends it: empty or absent is `tap`; anything else must be one of the set. */
export function validRevealStyle(raw: string | null | undefined): RevealStyle {
  const name = (raw ?? '').trim();
  if (name === '') return DEFAULT_REVEAL_STYLE;
  if (!isRevealStyle(name)) throw new RevealStyleUnknownError();
  return name;
}
