import { paletteDeclarations } from '../../../domain/look/palette-style.js';
import { DEFAULT_PALETTE, type PaletteName } from '../../../domain/look/palettes.js';

/**
 * The page's palette in its head, chosen here by name (the stored name is one of a closed set, so the style holds no
 * visitor's or buyer's text): the gate paints in it at once, with no flash of the default. `html:root` outweighs the
 * stylesheets' own `:root`, which arrive after the first paint. The default palette is the stylesheets' own: nothing.
 */
export function pageLookStyle(palette: PaletteName): string {
  return palette === DEFAULT_PALETTE ? '' : `<style>html:root{${paletteDeclarations(palette)}}</style>`;
}
