import type { FallingEmojiName } from '../domain/look/falling-emoji.js';
import type { PaletteName } from '../domain/look/palettes.js';
import type { RevealStyle } from '../domain/look/reveal-style.js';

/** The palettes' names as the form, the editor and support show them. */
export const PALETTE_LABEL: Readonly<Record<PaletteName, string>> = {
  rose: 'Rosa',
  lavender: 'Lavanda',
  ocean: 'Oceano',
  gold: 'Dourado',
  garden: 'Jardim',
};

/** What falls down the page, as the form, the editor and support name it. */
export const FALLING_EMOJI_LABEL: Readonly<Record<FallingEmojiName, string>> = {
  hearts: 'Corações',
  roses: 'Rosas',
  stars: 'Estrelas',
  sparkles: 'Brilhos',
};

/** How the recipient opens the page, as the form, the editor and support name it. */
export const REVEAL_STYLE_LABEL: Readonly<Record<RevealStyle, string>> = {
  tap: 'Tocar',
  scratch: 'Raspar',
  seal: 'Romper o selo',
};

/** What the form says of each reveal style under its name. */
export const REVEAL_STYLE_HINT: Readonly<Record<RevealStyle, string>> = {
  tap: 'Um toque no coração abre a página.',
  scratch: 'Raspar com o dedo, como uma raspadinha, até a página aparecer.',
  seal: 'Segurar o selo até ele se romper.',
};

export const PAGE_LOOK_TEXT = {
  paletteLegend: 'Cores da página',
  fallingEmojiLegend: 'O que cai na tela',
  previewLabel: 'Prévia das cores e do que cai na tela',
  previewNames: (yourName: string, lovedName: string) => `${yourName || 'Você'} & ${lovedName || 'seu amor'}`,
  previewLetter: 'Uma mensagem só para você',
  supportPalette: 'Cores',
  supportFallingEmoji: 'Cai na tela',
  revealStyleLegend: 'Como a página se abre',
  supportRevealStyle: 'Abre com',
} as const;
