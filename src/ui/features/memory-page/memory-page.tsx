import { startTransition, useEffect, useState } from 'react';
import type { PublicPageResponse } from '../../../adapters/http/contract/memories.contract.js';
import { ApiError } from '../../lib/api-client.js';
import { fetchPublicPage } from './api/fetch-public-page.js';
import { preloadCarouselPhoto } from './components/carousel-photo.js';
import { MemoryGate } from './components/memory-gate.js';
import { MemoryView } from './components/memory-view.js';
import { PageUnavailable } from './components/page-unavailable.js';
import { reportOpening } from '../page-openings/report-opening.js';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly page: PublicPageResponse }
  /** Logged only (spec section 8): the 'Clique' screen stays, and a tap tries again. */
  | { readonly state: 'failed' }
  | { readonly state: 'not-found' }
  | { readonly state: 'gone'; readonly detail: string | null };

/** Set by public/memory-gate-tap.js, which listens to the gate memory.html paints until React runs it. */
interface GateWindow {
  memoriesGateTapped?: boolean;
  memoriesGateLive?: boolean;
}

export const pageTitle = (page: Pick<PublicPageResponse, 'yourName' | 'lovedName'>) => `${page.yourName} & ${page.lovedName} · memories`;

/**
 * The public page a QR code opens: the 'Clique' gate first (its tap lets the music play), with the page's data and
 * first photo already on their way, so the tap reveals it at once. The owner back from saving an edit sees the page
 * itself straight away.
 */
export function MemoryPage({ slug, id, openAtOnce = false }: { slug: string; id: string; openAtOnce?: boolean }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // A tap on the gate memory.html painted before this script ran counts as the tap (public/memory-gate-tap.js); the
  // owner coming back from saving an edit (`openAtOnce`) skips the gate.
  const [opened, setOpened] = useState(() => openAtOnce || (window as GateWindow).memoriesGateTapped === true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    (window as GateWindow).memoriesGateLive = true;
  }, []);

  // A tap on the gate (this one, or memory.html's before the script ran) is an opening; the owner back from an edit is not.
  useEffect(() => {
    if (opened && !openAtOnce) reportOpening(slug, id);
  }, [opened, openAtOnce, slug, id]);

  useEffect(() => {
    if (!slug || !id) return;
    let current = true;
    fetchPublicPage(slug, id).then(
      (page) => {
        if (!current) return;
        const first = page.photos[0];
        if (first) preloadCarouselPhoto(first);
        document.title = pageTitle(page);
        setLoad({ state: 'loaded', page });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) {
          document.title = 'Página não encontrada · memories';
          setLoad({ state: 'not-found' });
        } else if (error instanceof ApiError && error.status === 410) {
          document.title = 'Página encerrada · memories';
          setLoad({ state: 'gone', detail: error.serverMessage });
        } else {
          console.warn('The memory page could not be loaded', error);
          setLoad({ state: 'failed' });
          setOpened(false);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [slug, id, attempt]);

  if (!slug || !id || load.state === 'not-found') return <PageUnavailable reason="not-found" />;
  if (load.state === 'gone') return <PageUnavailable reason="gone" detail={load.detail} />;
  if (opened && load.state === 'loaded') {
    return <MemoryView page={load.page} onUpdated={(page) => setLoad({ state: 'loaded', page })} />;
  }
  return (
    <MemoryGate
      busy={opened}
      onOpen={() =>
        // Rendered as a transition: the tap is answered at once, and the page is built without freezing a slow phone.
        startTransition(() => {
          setOpened(true);
          if (load.state !== 'failed') return;
          setLoad({ state: 'loading' });
          setAttempt((n) => n + 1);
        })
      }
    />
  );
}
