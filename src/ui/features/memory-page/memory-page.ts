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
  let page: OpenPageResponse | AskingPageResponse | 'loading' | 'failed' = 'loading';
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
    if ('asks' in page) return void asking(page);
    showMemoryView(root, page, notice);
  }
  /** What a sealed page or a question screen hands over: the page, or the screen of a page that asks. */
  const show = (next: OpenPageResponse | AskingPageResponse, ownerNotice: string | null = null) => {
    [notice, page, opened, revealed] = [ownerNotice, next, true, false];
    reveal();
  };
  const sealed = (closed: SealedPageResponse) => showSealed(root, { slug, id }, closed, show);
  // A failure (the page's data, or the question screen's code) is logged only: the gate stays, and a tap tries again.
  const failed = (what: string) => (error: unknown) => {
    if (showRefused(root, error)) return;
    console.warn(what, error);
    [page, opened, revealed] = ['failed', false, false];
    gate.setBusy(false);
  };
  const asking = (asks: AskingPageResponse) => showQuestion(root, { slug, id }, asks, show).catch(failed('The question screen could not be loaded'));
  function load(): void {
    page = 'loading';
    fetchPublicPage(slug, id).then((loaded) => {
      if (loaded.opensAt !== null) return void sealed(loaded);
      if (!('asks' in loaded)) preloadFirstPhoto(loaded);
      document.title = pageTitle(loaded);
      page = loaded;
      reveal();
    }, failed('The memory page could not be loaded'));
  }

  // A tap on the gate (this one, or memory.html's before the script ran) is an opening; the owner back from an edit is not,
  // nor the tap on a page known to ask a question (its right answer is the opening, counted by the server).
  // The report (this browser's storage, a beacon) waits for the frame the tap brings, which it would otherwise delay.
  const open = () => {
    const asks = typeof page === 'object' && 'asks' in page;
    if (!opened && !openAtOnce && !asks) requestAnimationFrame(() => setTimeout(() => reportOpening(slug, id), 0));
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

/** A page scratched or held open: that gesture's code, which no tapped page downloads, comes after the first paint. */
function startGesture(root: HTMLElement, gate: MemoryGate, open: () => void): void {
  const { revealStyle } = gate;
  if (revealStyle === 'tap') return;
  import('./builders/reveal-gesture.js').then(
    ({ showRevealGesture }) => showRevealGesture(root, revealStyle, open),
    () => gate.answerTaps(),
  );
}

/** Shows the screen of a page the server refused, unknown or unpaid (404), ended (410); false for any other failure. */
function showRefused(root: HTMLElement, error: unknown): boolean {
  const refused = refusedScreen(error);
  if (refused) {
    document.title = refused.title;
    root.replaceChildren(refused.screen);
  }
  return refused !== null;
}

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
  closed: SealedPageResponse,
  onOpen: (page: OpenPageResponse | AskingPageResponse, notice?: string | null) => void,
): Promise<void> {
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
      onAsks: (asks) => onOpen(asks),
    }),
  );
}

/**
 * A page that asks a question: its own screen (loaded only then), which hands over the page once this browser gave
 * the right answer, or the owner's preview of it. The right answer is the opening (the server counts it): no report.
 */
function showQuestion(
  root: HTMLElement,
  { slug, id }: { slug: string; id: string },
  asking: AskingPageResponse,
  onOpen: (page: OpenPageResponse, notice: string | null) => void,
): Promise<void> {
  return import('./builders/question-page.js').then(({ showQuestionPage }) =>
    showQuestionPage(root, asking, {
      ownerToken: editTokenStore.get(asking.id),
      refetch: () => fetchPublicPage(slug, id, { fresh: true }),
      onOpen,
    }),
  );
}

function preloadFirstPhoto(page: OpenPageResponse): void {
  const first = page.photos[0];
  if (first) preloadCarouselPhoto(first, page.photoAvifWidths?.[0] ?? []);
}
