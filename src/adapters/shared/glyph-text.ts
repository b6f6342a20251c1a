import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The woff2 files of a typeface the web app ships (fontsource), one per script, in this order: `axes` names the file
 * set ('wght', 'standard', …); fontkit lays text out on the default instance of these variable fonts.
 */
export function fontsourceFiles(family: 'fraunces' | 'inter', axes: string, scripts: readonly string[]): string[] {
  return scripts.map((script) => `@fontsource-variable/${family}/files/${family}-${script}-${axes}-normal.woff2`);
}

/**
 * The fonts opened so far, by file, for every chain: the print card and the preview images draw with the same Inter,
 * and a woff2 file costs 50–80 ms of Brotli, in JavaScript, to open.
 */
const OPENED = new Map<string, fontkit.Font>();

/**
 * One typeface as the web app ships it: a file per script (latin, latin-ext, …), the first one holding a character
 * drawing it. Files past the first are opened only when a text needs them.
 */
export class FontChain {
  /** `files` as packages' paths, e.g. from `fontsourceFiles`. */
  constructor(private readonly files: readonly string[]) {}

  /** The font of the text's ascender and descender, and of what no font has: the first file's. */
  get primary(): fontkit.Font {
    return this.open(this.files[0]!);
  }

  /** The first font that has a glyph for `codePoint`, or null. */
  fontWith(codePoint: number): fontkit.Font | null {
    for (const file of this.files) {
      const font = this.open(file);
      if (font.hasGlyphForCodePoint(codePoint)) return font;
    }
    return null;
  }

  /** The first font that has a glyph for `codePoint`; the primary one (its empty-box glyph) when none has. */
  fontFor(codePoint: number): fontkit.Font {
    return this.fontWith(codePoint) ?? this.primary;
  }

  private open(file: string): fontkit.Font {
    let font = OPENED.get(file);
    if (!font) {
      const opened = fontkit.openSync(createRequire(import.meta.url).resolve(file));
      if (!('layout' in opened)) throw new Error(`${file} is a font collection`);
      font = opened;
      OPENED.set(file, font);
    }
    return font;
  }
}

/** A line of text as one outline: SVG path data with its origin at the left end of the baseline, y pointing down. */
export interface TextOutline {
  readonly pathData: string;
  readonly width: number;
  /** Height above the baseline of the primary font's ascender, and depth of its descender, at this size. */
  readonly ascent: number;
  readonly descent: number;
}

/** Invisible format characters (bidi marks, embeddings and isolates, soft hyphens): nothing to draw. */
const FORMAT_CHARACTERS = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\u00AD\u2060\uFEFF]/gu;
/** Joiners and text or emoji selectors: kept while cutting text into graphemes (one emoji), dropped before drawing. */
const JOINERS = /\u200C|\u200D|\uFE0E|\uFE0F/gu;
/** An emoji: a pictograph (with its skin tone, joiners and the like) or a flag's pair of regional indicators. */
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const GRAPHEMES = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/** The product's heart (the gate's icon, 32 units wide), drawn for a pictograph no font here has (emoji). */
const HEART_VIEWBOX = 32;

/**
 * Lays `text` out at `size` units per em and turns every glyph into its outline: drawn as paths, the text needs no font
 * where the image is shown or printed. Each grapheme (a letter with its accents, an emoji with its modifiers) is drawn
 * by the first font of the chain that has its letter; an emoji becomes the product's heart; anything no font has
 * becomes the primary font's missing-glyph box. Text is laid out in the order it is stored (no bidi reordering); bidi
 * marks are dropped.
 */
export function textOutline(fonts: FontChain, text: string, size: number): TextOutline {
  let x = 0;
  let pathData = '';
  for (const run of fontRuns(fonts, text.replace(FORMAT_CHARACTERS, ''))) {
    if (run.font === null) {
      pathData += heartAt(x + size * 0.05, -size * 0.72, (size * 0.8) / HEART_VIEWBOX);
      x += size * 0.9;
      continue;
    }
    const scale = size / run.font.unitsPerEm;
    const laid = run.font.layout(run.text.replace(JOINERS, ''));
    laid.glyphs.forEach((glyph, i) => {
      const position = laid.positions[i]!;
      pathData += glyph.path
        .scale(scale, -scale)
        .translate(x + position.xOffset * scale, -position.yOffset * scale)
        .toSVG();
      x += position.xAdvance * scale;
    });
  }
  const primary = fonts.primary;
  const scale = size / primary.unitsPerEm;
  return { pathData, width: x, ascent: primary.ascent * scale, descent: -primary.descent * scale };
}

/** The largest size up to `size` at which `text` fits in `maxWidth`. */
export function fittedOutline(fonts: FontChain, text: string, size: number, maxWidth: number): TextOutline {
  const outline = textOutline(fonts, text, size);
  if (outline.width <= maxWidth) return outline;
  return textOutline(fonts, text, (size * maxWidth) / outline.width);
}

/** Consecutive graphemes drawn by the same font; `font: null` for a pictograph (drawn as a heart). */
function fontRuns(fonts: FontChain, text: string): { font: fontkit.Font | null; text: string }[] {
  const runs: { font: fontkit.Font | null; text: string }[] = [];
  for (const { segment } of GRAPHEMES.segment(text)) {
    const font = graphemeFont(fonts, segment);
    const last = runs.at(-1);
    if (last && last.font === font && font !== null) last.text += segment;
    else runs.push({ font, text: segment });
  }
  return runs;
}

/** The font of a grapheme: the first that has its letter; null for an emoji. */
function graphemeFont(fonts: FontChain, grapheme: string): fontkit.Font | null {
  const font = fonts.fontWith(grapheme.codePointAt(0)!);
  // '©' is a pictograph the fonts have; '❤️' (with its emoji selector) is meant as an emoji.
  if (font && (grapheme.length === 1 || !PICTOGRAPH.test(grapheme))) return font;
  return PICTOGRAPH.test(grapheme) ? null : (font ?? fonts.primary);
}

/** The gate's heart in absolute coordinates, its box's top left at (x, y), `scale` pixels per unit. */
function heartAt(x: number, y: number, scale: number): string {
  const p = (px: number, py: number) => `${(x + px * scale).toFixed(2)} ${(y + py * scale).toFixed(2)}`;
  // Its arcs as cubic curves: two lobes from the bottom point (16, 28) meeting at the top middle (16, 9.5).
  return (
    `M${p(16, 28)}C${p(16, 28)} ${p(5, 21.1)} ${p(5, 13)}C${p(5, 9.7)} ${p(7.7, 7)} ${p(11, 7)}C${p(13.1, 7)} ${p(15, 8)} ${p(16, 9.5)}` +
    `C${p(17, 8)} ${p(18.9, 7)} ${p(21, 7)}C${p(24.3, 7)} ${p(27, 9.7)} ${p(27, 13)}C${p(27, 21.1)} ${p(16, 28)} ${p(16, 28)}Z`
  );
}
