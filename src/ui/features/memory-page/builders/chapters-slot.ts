import type { PageContentResponse } from '../../../../adapters/http/contract/memories.contract.js';
import type { PageChaptersResponse } from '../../../../adapters/http/contract/chapters.contract.js';
import { API_BASE } from '../../../lib/api-client.js';
import { editTokenStore } from '../../../lib/edit-token-store.js';
import { h } from '../dom.js';

/** "Um novo capítulo" is its own chunk, asked for once the page is on screen, and only by a page that has chapters. */
const loadChapters = () => import('./page-chapters.js');

/** The chapters' part of the page, after the story: read once the page is on screen; nothing on a page without any. */
export const chaptersPart = {
  key: (page: PageContentResponse): string => `${page.slug}/${page.id}`,
  build: (page: PageContentResponse): { element: ChildNode; stop?: () => void } => {
    const slot = h('div', { hidden: true });
    let stopped = false;
    const url = `${API_BASE}/${encodeURIComponent(page.slug)}/${encodeURIComponent(page.id)}/chapters`;
    // The owner's browser sends its edit token: her preview before the reveal date shows the chapters too.
    const token = editTokenStore.get(page.id);
    fetch(url, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } })
      .then((response) => (response.ok ? (response.json() as Promise<PageChaptersResponse>) : { chapters: [] }))
      .then(async ({ chapters }) => {
        if (stopped || chapters.length === 0) return;
        const { pageChapters } = await loadChapters();
        if (stopped) return;
        slot.replaceChildren(pageChapters(chapters));
        slot.hidden = false;
      })
      .catch((error: unknown) => console.warn('The chapters could not be loaded', error));
    return { element: slot, stop: () => (stopped = true) };
  },
};
