import { PALETTES, type PaletteName } from './palettes.js';

/**
 * A palette as the CSS custom properties the recipient's page reads (src/ui/styles/tokens.css holds the default
 * palette's): the design tokens the page's parts already use, and the page's own `--look-*` colours. One list, so the
 * server's head and the form's live preview dress a page alike.
 */
export function paletteDeclarations(name: PaletteName): string {
  const p = PALETTES[name];
  const properties: Record<string, string> = {
    '--look-backdrop-top': p.backdropTop,
    '--look-backdrop': p.backdrop,
    '--look-backdrop-bottom': p.backdropBottom,
    '--look-glow': p.glow,
    '--look-accent': p.accent,
    '--look-accent-deep': p.accentDeep,
    '--look-highlight': p.highlight,
    '--cream-50': p.text,
    '--cream-100': p.text,
    '--rose-200': p.softText,
    '--rose-500': p.accentDeep,
    '--ink-900': p.ink,
    '--ink-500': p.inkSoft,
    '--wine-600': p.inkAccent,
    '--wine-700': p.inkAccent,
  };
  return Object.entries(properties)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}
