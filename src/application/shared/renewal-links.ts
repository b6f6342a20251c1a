import type { EditTokens } from '../ports/edit-tokens.js';

/**
 * The key of a page's renewal link. It is derived from the application secret like an edit token, over a name no edit
 * token is ever derived from (`renewal:{id}`, a page id never holds a colon), so it lets its holder see the page's plan
 * and end date and pay for a renewal or an upgrade, and nothing else: a buyer may forward it to someone who pays as a
 * gift without handing over the edit link. Revoking the edit links does not change it.
 */
export function renewalKey(editTokens: EditTokens, memoryId: string): string {
  return editTokens.issue(`renewal:${memoryId}`, 1);
}

export function renewalKeyMatches(editTokens: EditTokens, memoryId: string, key: string): boolean {
  return editTokens.matches(`renewal:${memoryId}`, 1, key);
}

/** The page a renewal link opens: `/renovar/{id}?chave={key}`. */
export function renewalUrl(origin: string, memoryId: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}/renovar/${encodeURIComponent(memoryId)}?chave=${encodeURIComponent(key)}`;
}

/** Where a checkout of a renewal or an upgrade comes back to. */
export function orderReturnUrl(origin: string, memoryId: string, orderId: string): string {
  return `${origin.replace(/\/+$/, '')}/renovar/${encodeURIComponent(memoryId)}?pedido=${encodeURIComponent(orderId)}`;
}
