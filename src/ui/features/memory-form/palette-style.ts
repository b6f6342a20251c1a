import type { CSSProperties } from 'react';
import { paletteDeclarations } from '../../../domain/look/palette-style.js';
import type { PaletteName } from '../../../domain/look/palettes.js';

/** A palette's custom properties as a React style: the same list the server writes into a page's head. */
export function paletteStyle(name: PaletteName): CSSProperties {
  return Object.fromEntries(
    paletteDeclarations(name)
      .split(';')
      .map((declaration) => declaration.split(':')),
  ) as CSSProperties;
}
