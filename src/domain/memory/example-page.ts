/**
 * The product's own example page ("Ver um exemplo"): an address of the same shape as a real page's (`/{slug}/{id}`),
 * that no real page can have: its id holds letters and digits page ids are never made of (no `l`, `o` or `0`).
 */
export const EXAMPLE_PAGE = { slug: 'helena-e-rafael', id: 'exemplo000000000' } as const;

/** Where the example page is read: the landing's "Ver um exemplo" opens it. */
export const EXAMPLE_PAGE_PATH = `/${EXAMPLE_PAGE.slug}/${EXAMPLE_PAGE.id}`;

export function isExamplePage(memoryId: string): boolean {
  return memoryId === EXAMPLE_PAGE.id;
}
