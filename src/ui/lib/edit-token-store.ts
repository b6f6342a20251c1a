/**
 * The edit token of each page this browser may edit, kept in localStorage so the public page can show its edit popup
 * to the owner only. Never sent anywhere but the API's Authorization header.
 */
const key = (memoryId: string) => `memories.edit-token.${memoryId}`;

export const editTokenStore = {
  get(memoryId: string): string | null {
    try {
      return localStorage.getItem(key(memoryId));
    } catch {
      return null;
    }
  },
  save(memoryId: string, token: string): void {
    try {
      localStorage.setItem(key(memoryId), token);
    } catch {
      // Private mode without storage: the link still works for this visit.
    }
  },
  remove(memoryId: string): void {
    try {
      localStorage.removeItem(key(memoryId));
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
