import { GLOW_OPACITY, type HexColour, type Palette } from './palettes.js';

/** WCAG 2.x, level AA: normal text, and large text or shapes that carry meaning. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

function channels(colour: HexColour): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) throw new Error(`not a #rrggbb colour: ${colour}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** WCAG's relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: HexColour): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: HexColour, b: HexColour): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` laid over `bottom` at `opacity`, as the browser blends them (in sRGB). */
export function blend(top: HexColour, bottom: HexColour, opacity: number): HexColour {
  const [t, b] = [channels(top), channels(bottom)];
  const mixed = t.map((value, i) => Math.round(value * opacity + b[i]! * (1 - opacity)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** One colour of a palette read on another, and the ratio it needs. */
export interface ContrastPair {
  readonly foreground: keyof Palette;
  readonly background: keyof Palette | 'glowOverTop';
  readonly minimum: number;
}

const BACKDROPS = ['backdropTop', 'backdrop', 'backdropBottom', 'glowOverTop'] as const;

/** Every pair of colours the page, the preview image and the card read one on the other. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...BACKDROPS.flatMap((background) => [
    { foreground: 'text', background, minimum: AA_TEXT } as const,
    { foreground: 'softText', background, minimum: AA_TEXT } as const,
    { foreground: 'accent', background, minimum: AA_LARGE } as const,
  ]),
  // The letter and the printed card: ink on paper.
  { foreground: 'ink', background: 'text', minimum: AA_TEXT },
  { foreground: 'inkSoft', background: 'text', minimum: AA_TEXT },
  { foreground: 'inkAccent', background: 'text', minimum: AA_TEXT },
  // The printed card's "&" and the shape above the names, on its paper (large text and shapes).
  { foreground: 'accentDeep', background: 'text', minimum: AA_LARGE },
  // A button in the accent colour with the backdrop's colour for its words ("Nossos números").
  { foreground: 'backdrop', background: 'accent', minimum: AA_TEXT },
];

export interface ContrastFailure extends ContrastPair {
  readonly ratio: number;
}

function colourOf(palette: Palette, role: ContrastPair['background']): HexColour {
  return role === 'glowOverTop' ? blend(palette.glow, palette.backdropTop, GLOW_OPACITY) : palette[role];
}

/** The pairs of `palette` below WCAG AA; empty when it passes. */
export function contrastFailures(palette: Palette): ContrastFailure[] {
  return CONTRAST_PAIRS.map((pair) => ({
    ...pair,
    ratio: contrastRatio(colourOf(palette, pair.foreground), colourOf(palette, pair.background)),
  })).filter((checked) => checked.ratio < checked.minimum);
}
