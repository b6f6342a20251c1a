import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * One typeface as the web app ships it: a file per script (latin, latin-ext, …), the first one holding a character
 * drawing it. Files past the first are opened only when a name needs them.
 */
export class FontChain {
  private readonly opened = new Map<string, fontkit.Font>();

  constructor(private readonly files: readonly string[]) {}

  /** The font of the text's ascender and descender: the first file's. */
  get primary(): fontkit.Font {
    return this.open(this.files[0]!);
  }

  /** The first font that has a glyph for `codePoint`; the primary one (its empty-box glyph) when none has. */
  fontFor(codePoint: number): fontkit.Font {
    for (const file of this.files) {
      const font = this.open(file);
      if (font.hasGlyphForCodePoint(codePoint)) return font;
    }
    return this.primary;
  }

  private open(file: string): fontkit.Font {
    let font = this.opened.get(file);
    if (!font) {
      font = fontkit.openSync(createRequire(import.meta.url).resolve(file)) as fontkit.Font;
      this.opened.set(file, font);
    }
    return font;
  }
}

/** The product's two typefaces, the web app's own files: Fraunces for the names, Inter for the small lines. */
export interface CardFonts {
  readonly display: FontChain;
  readonly sans: FontChain;
}

const inter = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'].map(
  (script) => `@fontsource-variable/inter/files/inter-${script}-standard-normal.woff2`,
);
const fraunces = ['latin', 'latin-ext', 'vietnamese'].map((script) => `@fontsource-variable/fraunces/files/fraunces-${script}-standard-normal.woff2`);

let loaded: CardFonts | null = null;

/**
 * Made once, when the first card is drawn. fontkit reads the variable woff2 files and lays text out on their default
 * instance (its `getVariation` fails on these files). A name in a script Fraunces lacks (Cyrillic, Greek) is drawn in
 * Inter.
 */
export function cardFonts(): CardFonts {
  loaded ??= { display: new FontChain([...fraunces, ...inter]), sans: new FontChain(inter) };
  return loaded;
}
