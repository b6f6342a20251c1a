/** The palettes a page may wear, by name: the closed set the form offers and the server accepts. The first is the default. */
export const PALETTE_NAMES = ['rose', 'lavender', 'ocean', 'gold', 'garden'] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];

export const DEFAULT_PALETTE: PaletteName = 'rose';

/** A colour as `#rrggbb`. */
export type HexColour = `#${string}`;

/**
 * What a palette colours on the recipient's page, by role. The page is dark: its words sit on the backdrop (its
 * gradient's three stops and the glow at its top), and its letter is a light paper (`text` again) with ink on it.
 */
export interface Palette {
  /** The gradient behind everything, top to bottom. */
  readonly backdropTop: HexColour;
  readonly backdrop: HexColour;
  readonly backdropBottom: HexColour;
  /** The soft light at the top of the page, laid over `backdropTop` at `GLOW_OPACITY`. */
  readonly glow: HexColour;
  /** The names and titles on the backdrop; also the paper of the letter and of the printed card. */
  readonly text: HexColour;
  /** Small words on the backdrop: eyebrows, hints, the song's channel. */
  readonly softText: HexColour;
  /** The hearts, the "&" between the names, the ornaments (large text and shapes: 3:1). */
  readonly accent: HexColour;
  /** A deeper accent for shapes: the gate's and the card's emoji, the photo frames. */
  readonly accentDeep: HexColour;
  /** A warm light among the falling shapes. */
  readonly highlight: HexColour;
  /** The letter's words on the paper. */
  readonly ink: HexColour;
  /** Quieter words on the paper (the card's date). */
  readonly inkSoft: HexColour;
  /** The paper's eyebrows and notices, and the names on the printed card. */
  readonly inkAccent: HexColour;
  /** The phone browser's bar above the page (`<meta name="theme-color">`): a shade above the backdrop's top. */
  readonly browserBar: HexColour;
}

/** How strongly the glow shows over the top of the backdrop (memory-view.module.css draws it so). */
export const GLOW_OPACITY = 0.55;

/** The palettes. `rose` is the product's own colours (src/ui/styles/tokens.css), unchanged. */
export const PALETTES: Readonly<Record<PaletteName, Palette>> = {
  rose: {
    backdropTop: '#3a0a1a',
    backdrop: '#2a0812',
    backdropBottom: '#1f060e',
    glow: '#8c1d40',
    text: '#fffaf6',
    softText: '#f2c9d4',
    accent: '#e8718f',
    accentDeep: '#c2506f',
    highlight: '#f7d9a8',
    ink: '#2d0f19',
    inkSoft: '#6b4b55',
    inkAccent: '#8c1d40',
    browserBar: '#4a0d22',
  },
  lavender: {
    backdropTop: '#2a1240',
    backdrop: '#1c0b2e',
    backdropBottom: '#140821',
    glow: '#5b2a86',
    text: '#fbf7ff',
    softText: '#dccbf2',
    accent: '#c59af0',
    accentDeep: '#9b6bd1',
    highlight: '#f6d9ef',
    ink: '#22122f',
    inkSoft: '#5e4d6e',
    inkAccent: '#5b2a86',
    browserBar: '#361752',
  },
  ocean: {
    backdropTop: '#0d2a44',
    backdrop: '#081b2e',
    backdropBottom: '#051220',
    glow: '#1d5b7a',
    text: '#f5fbff',
    softText: '#bfe3f2',
    accent: '#6cc4e0',
    accentDeep: '#3a8fb0',
    highlight: '#ffe7b3',
    ink: '#0b1f30',
    inkSoft: '#4a5e6e',
    inkAccent: '#1b5775',
    browserBar: '#113657',
  },
  gold: {
    backdropTop: '#33250d',
    backdrop: '#22180a',
    backdropBottom: '#171006',
    glow: '#7a5a1c',
    text: '#fffaf0',
    softText: '#f0ddb0',
    accent: '#e0a33a',
    accentDeep: '#b8801f',
    highlight: '#fff1c9',
    ink: '#2a1e0c',
    inkSoft: '#62543f',
    inkAccent: '#7a5310',
    browserBar: '#412f11',
  },
  garden: {
    backdropTop: '#0f3324',
    backdrop: '#0a2219',
    backdropBottom: '#061710',
    glow: '#2c6e4f',
    text: '#f6fff9',
    softText: '#c7ecd7',
    accent: '#7fd1a4',
    accentDeep: '#3f9a6c',
    highlight: '#f9e3b0',
    ink: '#0e2419',
    inkSoft: '#4b6155',
    inkAccent: '#2a6b4c',
    browserBar: '#13412e',
  },
};

export function isPaletteName(value: unknown): value is PaletteName {
  return typeof value === 'string' && (PALETTE_NAMES as readonly string[]).includes(value);
}
