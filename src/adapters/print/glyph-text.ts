import type { Font } from 'fontkit';
import type { FontChain } from './card-fonts.js';

/** A line of text as one outline: SVG path data with its origin at the left end of the baseline, y pointing down. */
export interface TextOutline {
  readonly pathData: string;
  readonly width: number;
  /** Height above the baseline of the font's ascender, and depth of its descender, at this size. */
  readonly ascent: number;
  readonly descent: number;
}

/**
 * Lays `text` out at `size` units per em, each run of characters in the first font of the chain that has them, and
 * turns every glyph into its outline. Drawn as paths, the text needs no font where the image is shown or printed.
 */
export function textOutline(fonts: FontChain, text: string, size: number): TextOutline {
  const parts: string[] = [];
  let x = 0;
  for (const run of fontRuns(fonts, text)) {
    x = layRun(run.font, run.text, size, x, parts);
  }
  const primary = fonts.primary;
  const scale = size / primary.unitsPerEm;
  return { pathData: parts.join(''), width: x, ascent: primary.ascent * scale, descent: -primary.descent * scale };
}

/** Adds the outlines of `text` in `font` from `x` to `parts`; returns where the next run starts. */
function layRun(font: Font, text: string, size: number, x: number, parts: string[]): number {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const data = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, -position.yOffset * scale)
      .toSVG();
    if (data) parts.push(data);
    pen += position.xAdvance * scale;
  });
  return pen;
}

/** `text` cut where the font that draws it changes. */
function fontRuns(fonts: FontChain, text: string): { font: Font; text: string }[] {
  const runs: { font: Font; text: string }[] = [];
  for (const character of text) {
    // Combining marks and spaces stay with the run before them, so a letter and its accent are laid out together.
    const keep = runs.length > 0 && /[\p{M}\s]/u.test(character);
    const font = keep ? runs.at(-1)!.font : fonts.fontFor(character.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/** The largest size up to `size` at which `text` fits in `maxWidth`. */
export function fittedOutline(fonts: FontChain, text: string, size: number, maxWidth: number): TextOutline {
  const outline = textOutline(fonts, text, size);
  if (outline.width <= maxWidth) return outline;
  return textOutline(fonts, text, (size * maxWidth) / outline.width);
}
