import type { OpenPageResponse, PublicPageResponse, SealedPageResponse } from '../../../adapters/http/contract/memories.contract.js';
import type { AskingPageResponse } from '../../../adapters/http/contract/question.contract.js';
import { editTokenStore } from '../../lib/edit-token-store.js';
import { ApiError } from '../../lib/api-client.js';
import { forgetOpeningReport, reportOpening } from '../page-openings/report-opening.js';
import { fetchPublicPage } from './api/fetch-public-page.js';
import { preloadCarouselPhoto } from './builders/carousel-photo.js';
import { memoryGate, type GateWindow, type MemoryGate } from './builders/memory-gate.js';
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
 * (its tap, or the scratch or the held seal its owner chose, lets the music play), with the page's data and first
 * photo already on their way, so the gesture reveals it at once. A tap on that gate before this script ran counts as
 * the tap (memory-gate-tap.js). A load failure is logged only (spec section 8): the gate stays, and a tap tries again.
 */
export function startMemoryPage(root: HTMLElement, { slug, id, openAtOnce = false, styled }: MemoryPageOptions): void {
  if (!slug || !id) return void root.replaceChildren(pageUnavailable('not-found'));
  let page: OpenPageResponse | 'loading' | 'failed' = 'loading';
  let notice: string | null = null;
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
    showMemoryView(root, page, notice);
  }
  const sealed = (closed: SealedPageResponse | AskingPageResponse) =>
    showSealed(root, { slug, id }, closed, (open, ownerNotice) => {
      [notice, page, opened] = [ownerNotice, open, true];
      reveal();
    });
  function load(): void {
    page = 'loading';
    fetchPublicPage(slug, id).then(
      (loaded) => {
        if (loaded.opensAt !== null || 'asks' in loaded) return void sealed(loaded);
        const first = loaded.photos[0];
        if (first) preloadCarouselPhoto(first, loaded.photoAvifWidths?.[0] ?? []);
        document.title = pageTitle(loaded);
        page = loaded;
        reveal();
      },
      (error: unknown) => {
        const refused = refusedScreen(error);
        if (refused) {
          document.title = refused.title;
          root.replaceChildren(refused.screen);
          return;
        }
        console.warn('The memory page could not be loaded', error);
        page = 'failed';
        opened = false;
        gate.setBusy(false);
      },
    );
  }

  // A tap on the gate (this one, or memory.html's before the script ran) is an opening; the owner back from an edit is not.
  // The report (this browser's storage, a beacon) waits for the frame the tap brings, which it would otherwise delay.
  const open = () => {
    if (!opened && !openAtOnce) requestAnimationFrame(() => setTimeout(() => reportOpening(slug, id), 0));
    opened = true;
    gate.setBusy(true);
    if (page === 'failed') load();
    reveal();
  };
  const gate = memoryGate(root, open);
  if (opened) {
    gate.setBusy(true);
    if (!openAtOnce) reportOpening(slug, id);
  } else startGesture(root, gate, open);
  load();
}

/** A page that asks its question ("Pergunta de vocês"): its names until the question's screen is there. */
function showAsking(page: AskingPageResponse): void {
  document.title = pageTitle(page);
}

/** A page scratched or held open: that gesture's code, which no tapped page downloads, comes after the first paint. */
function startGesture(root: HTMLElement, gate: MemoryGate, open: () => void): void {
  const { revealStyle } = gate;
  if (revealStyle === 'tap') return;
  import('./builders/reveal-gesture.js').then(
    ({ showRevealGesture }) => showRevealGesture(root, revealStyle, open),
    () => gate.answerTaps(),
  );
}

/** The screen of a page the server refused: unknown or unpaid (404), ended (410); null for any other failure. */
function refusedScreen(error: unknown): { title: string; screen: HTMLElement } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { title: 'Página não encontrada · memories', screen: pageUnavailable('not-found') };
  if (error.status === 410) return { title: 'Página encerrada · memories', screen: pageUnavailable('gone', error.serverMessage) };
  return null;
}

/**
 * A page before its reveal date: its own screen (loaded only then), which hands over the page once it opens, or the
 * owner's preview of it. The recipient's tap on it is the page's opening.
 */
function showSealed(
  root: HTMLElement,
  { slug, id }: { slug: string; id: string },
  closed: SealedPageResponse | AskingPageResponse,
  onOpen: (page: OpenPageResponse, notice: string | null) => void,
): Promise<void> {
  if ('asks' in closed) return Promise.resolve(showAsking(closed));
  return import('./builders/sealed-page.js').then(({ showSealedPage }) =>
    showSealedPage(root, closed, {
      ownerToken: editTokenStore.get(closed.id),
      refetch: () => fetchPublicPage(slug, id, { fresh: true }),
      onOpen: (open, ownerNotice) => {
        if (ownerNotice === null) {
          // A tap on the gate before the page was known to be closed counted nothing: this one is the opening.
          forgetOpeningReport(id);
          reportOpening(slug, id);
        }
        onOpen(open, ownerNotice);
      },
    }),
  );
}
