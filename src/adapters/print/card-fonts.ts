import { FontChain, fontsourceFiles } from '../shared/glyph-text.js';

/** The product's two typefaces, the web app's own files: Fraunces for the names, Inter for the small lines. */
export interface CardFonts {
  readonly display: FontChain;
  readonly sans: FontChain;
}

const inter = fontsourceFiles('inter', 'standard', ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext']);
const fraunces = fontsourceFiles('fraunces', 'standard', ['latin', 'latin-ext', 'vietnamese']);

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
