import { MUSIC_PLAYER_TEXT } from './music-player.pt-br.js';

/** The music field's texts (creation form and editor) and the public page's fallback when the player fails. */
export const MUSIC_TEXT = {
  searchNotOffered: 'A busca de músicas não está disponível: cole o link do vídeo do YouTube.',
  searchUnavailable: 'A busca do YouTube não respondeu agora: tente de novo em instantes ou cole o link do vídeo.',
  searchLabel: 'Buscar a música pelo nome',
  searchPlaceholder: 'Ex.: Evidências Chitãozinho',
  searchButton: 'Buscar',
  searching: 'Buscando…',
  searchNothing: 'Nenhum vídeo que toque fora do YouTube foi encontrado. Tente outras palavras ou cole o link.',
  searchResults: 'Vídeos encontrados',
  pick: (title: string) => `Escolher ${title}`,
  checking: 'Conferindo o vídeo no YouTube…',
  /** The song YouTube named for the link: the buyer sees which video will play. */
  found: (title: string, channel: string) => (channel ? `♪ ${title} — ${channel}` : `♪ ${title}`),
  /** YouTube could not be asked now: the link is taken, as the order will be. */
  unchecked: '✓ Link recebido. Não foi possível conferir o vídeo agora, mas ele será aceito.',
  ...MUSIC_PLAYER_TEXT,
} as const;
