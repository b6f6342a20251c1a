import type { Font } from 'fontkit';

/** A line of text as one outline: SVG path data with its origin at the left end of the baseline, y pointing down. */
export interface TextOutline {
  readonly pathData: string;
  readonly width: number;
  /** Height above the baseline of the font's ascender, and depth of its descender, at this size. */
  readonly ascent: number;
  readonly descent: number;
}

/**
 * Lays `text` out with `font` at `size` units per em and turns every glyph into its outline. Drawn as paths, the text
 * needs no font on the machine that shows the image or prints the PDF.
 */
export function textOutline(font: Font, text: string, size: number): TextOutline {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const parts: string[] = [];
  let x = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const path = glyph.path.scale(scale, -scale).translate(x + position.xOffset * scale, -position.yOffset * scale);
    const data = path.toSVG();
    if (data) parts.push(data);
    x += position.xAdvance * scale;
  });
  return { pathData: parts.join(''), width: x, ascent: font.ascent * scale, descent: -font.descent * scale };
}

/** The largest size up to `size` at which `text` fits in `maxWidth`. */
export function fittedOutline(font: Font, text: string, size: number, maxWidth: number): TextOutline {
  const outline = textOutline(font, text, size);
  if (outline.width <= maxWidth) return outline;
  return textOutline(font, text, (size * maxWidth) / outline.width);
}
