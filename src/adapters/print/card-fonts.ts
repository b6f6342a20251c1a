import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** The product's two typefaces, the web app's own files: Fraunces for the names, Inter for the small lines. */
export interface CardFonts {
  readonly display: fontkit.Font;
  readonly sans: fontkit.Font;
}

const FILES = {
  display: '@fontsource-variable/fraunces/files/fraunces-latin-standard-normal.woff2',
  sans: '@fontsource-variable/inter/files/inter-latin-standard-normal.woff2',
} as const;

let loaded: CardFonts | null = null;

/**
 * Read once, when the first card is drawn. fontkit reads the variable woff2 files and lays text out on their default
 * instance (its `getVariation` fails on these files).
 */
export function cardFonts(): CardFonts {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const open = (name: string) => fontkit.openSync(require.resolve(name)) as fontkit.Font;
  loaded = { display: open(FILES.display), sans: open(FILES.sans) };
  return loaded;
}
