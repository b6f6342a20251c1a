import type { ShareLinksResponse } from '../../../adapters/http/contract/share-card.contract.js';
import { getJson } from '../../lib/api-client.js';
import { bearer } from '../../lib/api-send.js';

/**
 * GET /api/share-card/{id}/links: with the edit token on the edit page; without it on the payment return page, which
 * the server answers only just after the payment.
 */
export function fetchShareLinks(memoryId: string, token: string | null, signal?: AbortSignal): Promise<ShareLinksResponse> {
  return getJson<ShareLinksResponse>(`/share-card/${encodeURIComponent(memoryId)}/links`, { ...(token ? { headers: bearer(token) } : {}), signal });
}
