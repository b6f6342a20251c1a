import type { PageContentResponse } from '../../../../adapters/http/contract/memories.contract.js';
import type { PublicSkyResponse } from '../../../../adapters/http/contract/sky.contract.js';
import { API_BASE } from '../../../lib/api-client.js';
import { h } from '../dom.js';

/** "O céu daquela noite" is its own chunk, asked for once the page is on screen, and only by a page that has a sky. */
const loadSkyCard = () => import('./sky-card.js');

/** The sky's part of the page, after the letters: asked of the server once the page is on screen; nothing without one. */
export const skyPart = {
  key: (page: PageContentResponse): string => `${page.slug}/${page.id}\n${page.datingSince}`,
  build: (page: PageContentResponse): { element: ChildNode; stop?: () => void } => {
    const slot = h('div', { hidden: true });
    let stopped = false;
    fetch(`${API_BASE}/${encodeURIComponent(page.slug)}/${encodeURIComponent(page.id)}/sky`, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<PublicSkyResponse>) : { sky: null }))
      .then(async ({ sky }) => {
        if (stopped || !sky) return;
        const { skyCard } = await loadSkyCard();
        if (stopped) return;
        slot.replaceChildren(skyCard(sky));
        slot.hidden = false;
      })
      .catch((error: unknown) => console.warn('The sky could not be loaded', error));
    return { element: slot, stop: () => (stopped = true) };
  },
};
