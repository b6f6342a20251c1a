import type { PageContentResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { h } from '../dom.js';

/** "Um áudio seu" is its own chunk, asked for once the page is on screen, and only by a page that has one. */
const loadVoicePlayer = () => import('./voice-player.js');

/** The voice message's part of the page, right after the message: its player, nothing on a page without one. */
export const voicePart = {
  key: (page: PageContentResponse): string => `${page.yourName}\n${page.voice ?? ''}`,
  build: (page: PageContentResponse): { element: ChildNode; stop?: () => void } => {
    const voice = page.voice;
    if (!voice) return { element: document.createTextNode('') };
    const slot = h('div', { hidden: true });
    let stopped = false;
    loadVoicePlayer().then(
      ({ voicePlayer }) => {
        if (stopped) return;
        slot.replaceChildren(voicePlayer(voice, page.yourName));
        slot.hidden = false;
      },
      (error: unknown) => console.warn('The voice message could not be loaded', error),
    );
    return { element: slot, stop: () => (stopped = true) };
  },
};
