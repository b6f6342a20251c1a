import { useEffect, useState } from 'react';
import type { PublicPageResponse } from '../../../adapters/http/contract/memories.contract.js';
import { getJson } from '../../lib/api-client.js';

/** What the return page knows of when the page opens: still asking, open now, or sealed until `opensAt`. */
export type PageOpening = { readonly kind: 'asking' } | { readonly kind: 'open' } | { readonly kind: 'sealed'; readonly opensAt: string };

/**
 * Asks the page's public answer (GET /api/{slug}/{id}) whether it is sealed, judged on the server's clock. A failed
 * request says nothing new: the page is then announced as before.
 */
export function usePageOpening(path: string): PageOpening {
  const [opening, setOpening] = useState<PageOpening>({ kind: 'asking' });
  useEffect(() => {
    const controller = new AbortController();
    getJson<PublicPageResponse>(path, { signal: controller.signal }).then(
      (page) => setOpening(page.opensAt ? { kind: 'sealed', opensAt: page.opensAt } : { kind: 'open' }),
      () => {
        if (!controller.signal.aborted) setOpening({ kind: 'open' });
      },
    );
    return () => controller.abort();
  }, [path]);
  return opening;
}
