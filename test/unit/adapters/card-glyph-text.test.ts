import { describe, expect, it } from 'vitest';
import { cardFonts } from '../../../src/adapters/print/card-fonts.js';
import { textOutline } from '../../../src/adapters/shared/glyph-text.js';

describe('card text as glyph outlines', () => {
  it.each(['Łucja', 'Dạ Thảo', 'Дмитрий', 'Ελένη', 'João'])('draws every letter of %s with a font that has it, never an empty box', (name) => {
    const fonts = cardFonts();
    for (const character of name.replace(/\s/g, '')) {
      const codePoint = character.codePointAt(0)!;
      expect(fonts.display.fontFor(codePoint).hasGlyphForCodePoint(codePoint), character).toBe(true);
    }
    const outline = textOutline(fonts.display, name, 100);
    expect(outline.width).toBeGreaterThan(100);
    // One closed outline or more per letter: an empty box (.notdef) would still be drawn, so count glyph outlines.
    expect(outline.pathData.split('M').length - 1).toBeGreaterThanOrEqual(name.replace(/\s/g, '').length);
  });

  it('keeps a name in Fraunces when Fraunces has its letters', () => {
    const fonts = cardFonts();
    expect(fonts.display.fontFor('ã'.codePointAt(0)!)).toBe(fonts.display.primary);
    expect(fonts.display.fontFor('ã'.codePointAt(0)!).familyName).toBe('Fraunces');
    expect(fonts.display.fontFor('Д'.codePointAt(0)!).familyName).toBe('Inter');
  });

  it('draws an emoji as the product’s heart, as the link preview does, and drops bidi marks instead of drawing boxes', () => {
    const fonts = cardFonts();
    const box = textOutline(fonts.display, '\u{10FFFD}', 100).pathData;
    expect(textOutline(fonts.display, '😀', 100).pathData).toBe(textOutline(fonts.display, '❤️', 100).pathData);
    expect(textOutline(fonts.display, '😀', 100).pathData).not.toBe(box);
    expect(textOutline(fonts.display, '\u200FAna\u202E', 100)).toEqual(textOutline(fonts.display, 'Ana', 100));
  });
});
