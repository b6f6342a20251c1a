import type { LoadEvent } from './orders-and-edits.js';
import type { PageObservation } from './shop-observation.js';

/** A page of the load as the restored shop has it: whether its row exists, and what the public and the storage see. */
export interface RestoredLoadPage {
  readonly exists: boolean;
  readonly observation: PageObservation;
}

/** Why `restored` is not the page as it was after `expected` (null: the page did not exist yet), or null when it is. */
function difference(expected: PageObservation | null, restored: RestoredLoadPage): string | null {
  if (expected === null) return restored.exists ? 'restored, but created after the cut' : null;
  if (!restored.exists) return 'missing';
  if (restored.observation.view.status !== expected.view.status) return `status ${restored.observation.view.status}, was ${expected.view.status}`;
  if (restored.observation.view.body !== expected.view.body) return `JSON differs: ${restored.observation.view.body} vs ${expected.view.body}`;
  for (const [name, hash] of expected.files) {
    if (restored.observation.files.get(name) !== hash) return `stored file ${name} ${restored.observation.files.has(name) ? 'differs' : 'missing'}`;
  }
  for (const [path, hash] of expected.served) {
    if (restored.observation.served.get(path) !== hash) return `served ${path}: ${restored.observation.served.get(path) ?? 'nothing'}`;
  }
  return null;
}

/**
 * The instants of the load's history the restored shop can be: k such that every page is exactly as it was after the
 * load's k-th change (its later changes absent, pages created later absent). A consistent snapshot has at least one;
 * `closest` tells, for the cut that matches most pages, what differs, and what differs at the cut just after it (a
 * snapshot that holds a change without what the change before it wrote shows there).
 */
export function consistentCuts(
  events: readonly LoadEvent[],
  restored: ReadonlyMap<string, RestoredLoadPage>,
): { cuts: number[]; closest: { cut: number; differences: string[]; differencesOneLater: string[] } } {
  const differencesAt = (cut: number): string[] => {
    const differences: string[] = [];
    for (const [id, page] of restored) {
      const last = events.slice(0, cut).findLast((event) => event.pageId === id);
      const why = difference(last?.after ?? null, page);
      if (why !== null) differences.push(`${id}: ${why}`);
    }
    return differences;
  };
  const all = Array.from({ length: events.length + 1 }, (_, cut) => differencesAt(cut));
  const cuts = all.flatMap((differences, cut) => (differences.length === 0 ? [cut] : []));
  const cut = all.reduce((best, differences, index) => (differences.length < all[best]!.length ? index : best), 0);
  return { cuts, closest: { cut, differences: all[cut]!, differencesOneLater: all[cut + 1] ?? [] } };
}
