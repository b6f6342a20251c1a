import { VOICE_PAGE as TEXT } from '../../../../texts/voice.pt-br.js';
import { photoUrl } from '../../../lib/api-client.js';
import { h } from '../dom.js';
import styles from './voice-player.module.css';

/**
 * "Um áudio seu" on the public page: the browser's own player, which plays only when the recipient taps it (never on
 * its own, never over the music), and asks only for the file's first bytes until then.
 */
export function voicePlayer(storedPath: string, yourName: string): HTMLElement {
  const label = TEXT.playerLabel(yourName);
  const audio = h('audio', { class: styles.audio, controls: true, preload: 'metadata', src: photoUrl(storedPath), 'aria-label': label });
  return h(
    'section',
    { class: styles.voice, 'aria-labelledby': 'voice-title' },
    h('h2', { id: 'voice-title', class: styles.heading }, TEXT.heading),
    h('p', { class: styles.line }, label),
    audio,
  );
}
