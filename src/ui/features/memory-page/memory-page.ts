import type { PublicPageResponse } from '../../../adapters/http/contract/memories.contract.js';
import { ApiError } from '../../lib/api-client.js';
import { reportOpening } from '../page-openings/report-opening.js';
import { fetchPublicPage } from './api/fetch-public-page.js';
import { preloadCarouselPhoto } from './builders/carousel-photo.js';
import { memoryGate, type GateWindow } from './builders/memory-gate.js';
import { showMemoryView } from './builders/memory-view.js';
import { pageUnavailable } from './builders/page-unavailable.js';

const pageTitle = (page: Pick<PublicPageResponse, 'yourName' | 'lovedName'>) => `${page.yourName} & ${page.lovedName} · memories`;

export interface MemoryPageOptions {
  readonly slug: string;
  readonly id: string;
  /** The owner back from saving an edit: the page opens without waiting for a tap, and that is not an opening. */
  readonly openAtOnce?: boolean;
  /** Settles once the page's stylesheets apply: the page behind the gate needs them (the gate paints without). */
  readonly styled?: Promise<unknown>;
}

/**
 * The public page a QR code opens, run in `root`, which holds the 'Clique' gate memory.html painted: the gate first
 * (its tap lets the music play), with the page's data and first photo already on their way, so the tap reveals it at
 * once. A tap on that gate before this script ran counts as the tap (memory-gate-tap.js). A load failure is
 * logged only (spec section 8): the gate stays, and a tap tries again.
 */
export function startMemoryPage(root: HTMLElement, { slug, id, openAtOnce = false, styled }: MemoryPageOptions): void {
  if (!slug || !id) {
    root.replaceChildren(pageUnavailable('not-found'));
    return;
  }
  let page: PublicPageResponse | 'loading' | 'failed' = 'loading';
  let opened = openAtOnce || (window as GateWindow).memoriesGateTapped === true;
  let ready = styled === undefined;
  let revealed = false;
  void styled?.then(() => {
    ready = true;
    reveal();
  });

  function reveal(): void {
    if (revealed || !opened || !ready || typeof page !== 'object') return;
    revealed = true;
    showMemoryView(root, page);
  }
  const unavailable = (title: string, screen: HTMLElement) => {
    document.title = title;
    root.replaceChildren(screen);
  };
  function load(): void {
    page = 'loading';
    fetchPublicPage(slug, id).then(
      (loaded) => {
        const first = loaded.photos[0];
        if (first) preloadCarouselPhoto(first);
        document.title = pageTitle(loaded);
        page = loaded;
        reveal();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) unavailable('Página não encontrada · memories', pageUnavailable('not-found'));
        else if (error instanceof ApiError && error.status === 410)
          unavailable('Página encerrada · memories', pageUnavailable('gone', error.serverMessage));
        else {
          console.warn('The memory page could not be loaded', error);
          page = 'failed';
          opened = false;
          gate.setBusy(false);
        }
      },
    );
  }

  // A tap on the gate (this one, or memory.html's before the script ran) is an opening; the owner back from an edit is not.
  const open = () => {
    if (!opened && !openAtOnce) reportOpening(slug, id);
    opened = true;
    gate.setBusy(true);
    if (page === 'failed') load();
    reveal();
  };
  const gate = memoryGate(root, open);
  if (opened) {
    gate.setBusy(true);
    if (!openAtOnce) reportOpening(slug, id);
  }
  load();
}
