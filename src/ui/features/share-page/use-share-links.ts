import { useEffect, useState } from 'react';
import type { ShareLinksResponse } from '../../../adapters/http/contract/share-card.contract.js';
import { ApiError } from '../../lib/api-client.js';
import { fetchShareLinks } from './share-links-api.js';

export type ShareLinksState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly links: ShareLinksResponse }
  /** The server's sentence when it sends the buyer elsewhere (the e-mail, the edit page); null: nothing to show. */
  | { readonly kind: 'unavailable'; readonly message: string | null };

/** The page's public link and card addresses, loaded once (the page and its token do not change while it is shown). */
export function useShareLinks(memoryId: string, token: string | null): ShareLinksState {
  const [state, setState] = useState<ShareLinksState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchShareLinks(memoryId, token, controller.signal).then(
      (links) => setState({ kind: 'ready', links }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const askOwner = error instanceof ApiError && error.code === 'share-card.ask-owner';
        setState({ kind: 'unavailable', message: askOwner ? error.serverMessage : null });
      },
    );
    return () => controller.abort();
  }, [memoryId, token]);

  return state;
}
