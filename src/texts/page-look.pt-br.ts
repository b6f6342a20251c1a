import type { FallingEmojiName } from '../domain/look/falling-emoji.js';
import type { PaletteName } from '../domain/look/palettes.js';

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

export const PAGE_LOOK_TEXT = {
  paletteLegend: 'Cores da página',
  fallingEmojiLegend: 'O que cai na tela',
  previewLabel: 'Prévia das cores e do que cai na tela',
  previewNames: (yourName: string, lovedName: string) => `${yourName || 'Você'} & ${lovedName || 'seu amor'}`,
  previewLetter: 'Uma mensagem só para você',
  supportPalette: 'Cores',
  supportFallingEmoji: 'Cai na tela',
} as const;
