/**
 * The owner who saves on the edit page is sent back to the public page: that visit opens the page at once, without the
 * 'Clique' gate a recipient sees first. A mark for that one page, in this tab only, used once.
 */
const key = (memoryId: string) => `memories.open-after-edit.${memoryId}`;

export const openAfterEdit = {
  mark(memoryId: string): void {
    try {
      sessionStorage.setItem(key(memoryId), '1');
    } catch {
      // No storage (private mode): the page opens with its gate, as for anyone.
    }
  },
  /** True once after `mark` for that page, in that tab; false afterwards, so a reload shows the gate again. */
  take(memoryId: string): boolean {
    try {
      const marked = sessionStorage.getItem(key(memoryId)) === '1';
      sessionStorage.removeItem(key(memoryId));
      return marked;
    } catch {
      return false;
    }
  },
};
