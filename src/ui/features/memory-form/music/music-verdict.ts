import { MUSIC_TEXT } from '../../../../texts/music.pt-br.js';
import type { MusicVerdict } from './use-music-check.js';

/**
 * The line under the music field once a link names a video: the song YouTube named ("♪ Título — Canal"), that it is
 * being checked, or that it is taken unchecked; null when there is nothing to say yet (the field's own hint stays).
 * A refusal is the field's error, not this line.
 */
export function musicVerdictHint(verdict: MusicVerdict): string | null {
  if (verdict.state === 'checking') return MUSIC_TEXT.checking;
  if (verdict.state === 'playable') return MUSIC_TEXT.found(verdict.title, verdict.channel);
  if (verdict.state === 'unchecked') return MUSIC_TEXT.unchecked;
  return null;
}
