import { blend } from '../../domain/look/contrast.js';
import { DEFAULT_PALETTE, PALETTES, type PaletteName } from '../../domain/look/palettes.js';

/**
 * What a card is made of, in the units of its page (points for the PDF, pixels for the image), y pointing down. Both
 * the PDF and the image draw the same list, so they show the same card.
 */
export type CardShape =
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly radius: number;
      readonly color: string;
    }
  | { readonly kind: 'path'; readonly x: number; readonly y: number; readonly scale: number; readonly pathData: string; readonly color: string }
  | QrShape;

/** A QR code's dark modules, `modules[row][column]`, each `moduleSize` wide, from its top-left corner (no quiet zone). */
export interface QrShape {
  readonly kind: 'qr';
  readonly x: number;
  readonly y: number;
  readonly moduleSize: number;
  readonly modules: readonly (readonly boolean[])[];
  readonly color: string;
}

/** Horizontal runs of dark modules of one row, as [first column, length]: one rectangle per run instead of per module. */
export function darkRuns(row: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  row.forEach((dark, column) => {
    if (dark && start < 0) start = column;
    if (!dark && start >= 0) {
      runs.push([start, column - start]);
      start = -1;
    }
  });
  if (start >= 0) runs.push([start, row.length - start]);
  return runs;
}

/** The product's colours (src/ui/styles/tokens.css): the card in the "rose" palette. */
export const CARD_COLORS = {
  wine900: '#4a0d22',
  wine700: '#6e1634',
  rose500: '#c2506f',
  rose200: '#f2c9d4',
  rose100: '#f8e3e9',
  cream50: '#fffaf6',
  cream100: '#fbf4ee',
  ink700: '#4b2a35',
  ink500: '#6b4b55',
  white: '#ffffff',
} as const;

export type CardColors = { readonly [K in keyof typeof CARD_COLORS]: string };

/**
 * The card's colours in a page's palette: its paper and frame, the names in its paper accent, the shape in its deeper
 * accent; the QR code stays the product's deep wine on white. The palettes' contrast test checks these pairs.
 */
export function cardColors(palette: PaletteName = DEFAULT_PALETTE): CardColors {
  if (palette === DEFAULT_PALETTE) return CARD_COLORS;
  const p = PALETTES[palette];
  return {
    // The QR code keeps the product's deep wine in every palette: dark on white, as every scanner reads best.
    wine900: CARD_COLORS.wine900,
    wine700: p.inkAccent,
    rose500: p.accentDeep,
    rose200: p.softText,
    rose100: blend(p.softText, p.text, 0.5),
    cream50: p.text,
    cream100: blend(p.softText, p.text, 0.25),
    ink700: p.ink,
    ink500: p.inkSoft,
    white: CARD_COLORS.white,
  };
}
