import type { PublicPageResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { getJson } from '../../../lib/api-client.js';

const requests = new Map<string, Promise<PublicPageResponse>>();

/**
 * GET /api/{slug}/{id}. Asked for once per address, however often it is called (the entry starts it before React
 * renders, the page then waits on the same request); a failed request is forgotten so a tap can try again. `fresh`
 * asks again, past the browser's cache too (a page before its reveal date at the moment it opens, a page that asked
 * a question once this browser answered it).
 */
export function fetchPublicPage(slug: string, id: string, { fresh = false }: { fresh?: boolean } = {}): Promise<PublicPageResponse> {
  const path = `/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;
  let request = fresh ? undefined : requests.get(path);
  if (!request) {
    request = getJson<PublicPageResponse>(path, fresh ? { cache: 'no-store' } : {});
    requests.set(path, request);
    request.catch(() => requests.delete(path));
  }
  return request;
}
