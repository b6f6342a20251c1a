import type { PageContentResponse } from '../../../../adapters/http/contract/memories.contract.js';
import type { PageLettersResponse } from '../../../../adapters/http/contract/letters.contract.js';
import { planHasLetters } from '../../../../domain/letters/letters-plan.js';
import { API_BASE } from '../../../lib/api-client.js';
import { h } from '../dom.js';

/** "Cartas para o futuro" is its own chunk, asked for once the page is on screen, and only by a page that has letters. */
const loadLetters = () => import('./future-letters.js');

/** The letters' part of the page, after the story: their envelopes once they are read, nothing on a page without any. */
export const lettersPart = {
  key: (page: PageContentResponse): string => `${page.plan}\n${page.slug}/${page.id}`,
  build: (page: PageContentResponse): { element: ChildNode; stop?: () => void } => {
    if (!planHasLetters(page.plan)) return { element: document.createTextNode('') };
    const slot = h('div', { hidden: true });
    let stop = () => {};
    let stopped = false;
    const url = `${API_BASE}/${encodeURIComponent(page.slug)}/${encodeURIComponent(page.id)}/letters`;
    fetch(url, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<PageLettersResponse>) : { letters: [] }))
      .then(async ({ letters }) => {
        if (stopped || letters.length === 0) return;
        const { futureLetters } = await loadLetters();
        if (!stopped) stop = futureLetters(slot, url, page.id, letters);
      })
      .catch((error: unknown) => console.warn('The letters could not be loaded', error));
    return {
      element: slot,
      stop: () => {
        stopped = true;
        stop();
      },
    };
  },
};
