/** The public page's words when the player cannot play: kept apart so the page's music chunk carries only these. */
export const MUSIC_PLAYER_TEXT = {
  playerFailed: 'Não foi possível tocar aqui.',
  listenOnYoutube: 'Ouvir no YouTube',
} as const;
