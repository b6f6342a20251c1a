import type { PageOpenings } from '../ports/page-openings.js';
import type { OwnedMemoryView } from '../shared/memory-views.js';

/** The owned view with the page's openings (when the store of openings is wired). */
export async function withOpenings(view: OwnedMemoryView, openings: PageOpenings | undefined): Promise<OwnedMemoryView> {
  if (!openings) return view;
  const tally = await openings.find(view.id);
  return {
    ...view,
    openings: { count: tally.count, firstAt: tally.firstAt?.toISOString() ?? null, lastAt: tally.lastAt?.toISOString() ?? null },
  };
}
