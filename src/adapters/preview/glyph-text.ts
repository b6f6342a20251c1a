import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** A line of text laid out as outlines, in font units scaled to `size` pixels: no font is needed where it is drawn. */
export interface TextLine {
  /** SVG path data with the baseline's left end at (0, 0). */
  readonly path: string;
  readonly width: number;
}

type Font = fontkit.Font;

const require = createRequire(import.meta.url);

/** The woff2 files the web app ships (fontsource), opened from node_modules. */
function openFont(file: string): Font {
  const [family] = file.split('-');
  const font = fontkit.openSync(require.resolve(`@fontsource-variable/${family}/files/${file}`));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font;
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
 * Lays text out in one typeface, with fallbacks for the characters it lacks: the first font that has a character
 * draws it, an emoji becomes the product's heart, anything no font has becomes the first font's missing-glyph box.
 * Text is laid out in the order it is stored (no bidi reordering); bidi marks are dropped.
 */
export class GlyphText {
  private readonly fonts: readonly Font[];

  constructor(files: readonly string[]) {
    this.fonts = files.map(openFont);
  }

  line(text: string, size: number): TextLine {
    let x = 0;
    let path = '';
    for (const run of this.runs(text.replace(FORMAT_CHARACTERS, ''))) {
      if (run.font === null) {
        const scale = (size * 0.8) / HEART_VIEWBOX;
        path += heartAt(x + size * 0.05, -size * 0.72, scale);
        x += size * 0.9;
        continue;
      }
      const scale = size / run.font.unitsPerEm;
      const laid = run.font.layout(run.text.replace(JOINERS, ''));
      laid.glyphs.forEach((glyph, i) => {
        const position = laid.positions[i]!;
        const commands = glyph.path.scale(scale, -scale).translate(x + position.xOffset * scale, -position.yOffset * scale);
        path += commands.toSVG();
        x += position.xAdvance * scale;
      });
    }
    return { path, width: x };
  }

  /** Consecutive characters drawn by the same font; `font: null` for a pictograph (drawn as a heart). */
  private runs(text: string): { font: Font | null; text: string }[] {
    const runs: { font: Font | null; text: string }[] = [];
    for (const { segment } of GRAPHEMES.segment(text)) {
      const font = this.fontFor(segment);
      const last = runs[runs.length - 1];
      if (last && last.font === font && font !== null) last.text += segment;
      else runs.push({ font, text: segment });
    }
    return runs;
  }

  /** The font of a grapheme (a letter with its accents, an emoji with its modifiers): the first that has its letter. */
  private fontFor(grapheme: string): Font | null {
    const codePoint = grapheme.codePointAt(0)!;
    const font = this.fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint));
    // '©' is a pictograph the fonts have; '❤️' (with its emoji selector) is meant as an emoji.
    if (font && (grapheme.length === 1 || !PICTOGRAPH.test(grapheme))) return font;
    return PICTOGRAPH.test(grapheme) ? null : (font ?? this.fonts[0]!);
  }
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
