import type { PublicPageResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { getJson } from '../../../lib/api-client.js';

const requests = new Map<string, Promise<PublicPageResponse>>();

/**
 * GET /api/{slug}/{id}. Asked for once per address, however often it is called (the entry starts it before React
 * renders, the page then waits on the same request); a failed request is forgotten so a tap can try again.
 */
export function fetchPublicPage(slug: string, id: string): Promise<PublicPageResponse> {
  const path = `/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;
  let request = requests.get(path);
  if (!request) {
    request = getJson<PublicPageResponse>(path);
    requests.set(path, request);
    request.catch(() => requests.delete(path));
  }
  return request;
}

/** Starts downloading (and decoding, off the main thread) an image so it is ready when it is shown. */
export function preloadImage(url: string): void {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  image.decode?.().catch(() => undefined);
}
