import type { EditTokens } from '../ports/edit-tokens.js';

interface KeyedMemory {
  readonly id: string;
  readonly editTokenVersion: number;
}

/**
 * A key derived from a page's edit link for one purpose only: the edit token's HMAC over APP_SECRET in a namespace of
 * its own (`{purpose}:{id}` names no page, since ids never hold a colon). It follows the edit link's version, so
 * revoking the edit link revokes every key derived from it.
 */
function editLinkKey(purpose: string) {
  return {
    issue: (editTokens: EditTokens, memory: KeyedMemory): string => editTokens.issue(`${purpose}:${memory.id}`, memory.editTokenVersion),
    matches: (editTokens: EditTokens, memory: KeyedMemory, key: string): boolean =>
      editTokens.matches(`${purpose}:${memory.id}`, memory.editTokenVersion, key),
  };
}

/** Lets its holder download the page's printable cards and status image, and nothing else. */
export const shareCardKeys = editLinkKey('share-card');

/**
 * Lets the owner's browser see the page's photos before its reveal date (in the edit page and in the owner's own
 * preview of the page), and nothing else.
 */
export const photoPreviewKeys = editLinkKey('photo-preview');
