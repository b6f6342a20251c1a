import type { PageContentResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { h } from '../dom.js';

/** "Nossa história" is its own chunk, asked for once the page is on screen, and only by a page with moments. */
const loadTimeline = () => import('./story-timeline.js');

/** The story's part of the page, after the message: nothing without moments; built again only when they change. */
export const storyPart = {
  key: (page: PageContentResponse): string => JSON.stringify(page.story),
  build: (page: PageContentResponse): { element: ChildNode; stop?: () => void } => {
    if (page.story.length === 0) return { element: document.createTextNode('') };
    const slot = h('div', { hidden: true });
    let stopped = false;
    loadTimeline().then(
      ({ storyTimeline }) => {
        if (stopped) return;
        slot.replaceChildren(storyTimeline(page.story));
        slot.hidden = false;
      },
      (error: unknown) => console.warn('The story could not be loaded', error),
    );
    return { element: slot, stop: () => (stopped = true) };
  },
};
