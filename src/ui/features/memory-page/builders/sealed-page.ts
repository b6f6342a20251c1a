import type { OpenPageResponse, PublicPageResponse, SealedPageResponse } from '../../../../adapters/http/contract/memories.contract.js';
import type { AskingPageResponse } from '../../../../adapters/http/contract/question.contract.js';
import { REVEAL_TEXT } from '../../../../texts/reveal-date.pt-br.js';
import { h, HEART_PATH, icon } from '../dom.js';
import { fallingHearts } from './falling-hearts.js';
import { ownerPreview } from './owner-preview.js';
import closed from './closed-page.module.css';
import styles from './sealed-page.module.css';

export interface SealedPageOptions {
  /** The page's edit token when this browser holds one: the owner may look at the page before the day. */
  readonly ownerToken: string | null;
  /** Asks the server again (never the browser's clock alone): the page is open once it answers so. */
  readonly refetch: () => Promise<PublicPageResponse>;
  /** The tap on the heart: the page (or the owner's preview of it, with a line saying so) is shown. */
  readonly onOpen: (page: OpenPageResponse, notice: string | null) => void;
  /** The hour has come for a page that also asks a question ("Pergunta de vocês"): its question screen takes over. */
  readonly onAsks: (page: AskingPageResponse) => void;
}

const SECOND_MS = 1000;
/** When the server still says "not yet" (a phone's clock ahead of it), it is asked again this much later. */
const RETRY_MS = 5 * SECOND_MS;

/**
 * A page before its reveal date: the two names, "Abre em 12/06 às 00:00", a countdown and the hearts, nothing
 * personal (the server sends nothing more). At the moment it opens the server is asked again and, once it answers
 * with the page, a heart to tap appears in place of "Abre em" and the countdown (the tap lets the music play). The
 * owner's browser sees the same screen with a heart that opens a preview of the page as it will be. A page that also
 * asks a question answers then with its question, whose screen takes over.
 */
export function showSealedPage(root: HTMLElement, sealed: SealedPageResponse, options: SealedPageOptions): void {
  document.title = `${sealed.yourName} & ${sealed.lovedName} · memories`;
  const countdown = h('div', { class: styles.countdown, role: 'timer', 'aria-label': REVEAL_TEXT.countdownLabel });
  const action = h('div', {});
  const screen = h(
    'main',
    { class: closed.screen },
    icon({ class: closed.heart, viewBox: '0 0 32 32', width: 48, height: 48 }, HEART_PATH),
    h('h1', { class: closed.names }, `${sealed.yourName} & ${sealed.lovedName}`),
    h('p', {}, REVEAL_TEXT.sealedLead(sealed.lovedName)),
    h('p', { class: styles.opens }, REVEAL_TEXT.opensAt(sealed.opensAt)),
    countdown,
    action,
    fallingHearts(sealed.fallingEmoji),
  );
  root.replaceChildren(screen);

  const heartButton = (label: string, open: () => void) =>
    action.replaceChildren(
      h(
        'button',
        { type: 'button', class: styles.open, 'aria-label': label, onClick: open },
        icon({ viewBox: '0 0 32 32', width: 48, height: 48 }, HEART_PATH),
      ),
      h('p', { class: styles.label }, label),
    );

  if (options.ownerToken) {
    void ownerPreview(sealed.id, options.ownerToken).then((preview) => {
      if (!preview) return;
      action.before(h('p', { class: closed.note }, REVEAL_TEXT.ownerPreviewOffer));
      heartButton(REVEAL_TEXT.ownerPreviewButton, () => options.onOpen(preview, REVEAL_TEXT.ownerPreview(sealed.opensAt)));
    });
  }

  const opensAt = new Date(sealed.opensAt).getTime();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const left = opensAt - Date.now();
    countdown.replaceChildren(...countdownUnits(Math.max(0, left)));
    if (left > 0) timer = setTimeout(tick, SECOND_MS - (Date.now() % SECOND_MS));
    else askAgain();
  };
  const askAgain = () => {
    options.refetch().then(
      (page) => {
        if ('asks' in page) return options.onAsks(page);
        if (page.opensAt !== null) {
          timer = setTimeout(askAgain, RETRY_MS);
          return;
        }
        clearTimeout(timer);
        // The hour has come: "Abre em" and a countdown at zero beside "Chegou a hora!" would say two things at once.
        countdown.remove();
        screen.querySelectorAll(`.${styles.opens}, .${closed.note}`).forEach((line) => line.remove());
        heartButton(REVEAL_TEXT.openNow, () => options.onOpen(page, null));
      },
      () => {
        timer = setTimeout(askAgain, RETRY_MS);
      },
    );
  };
  tick();
}

function countdownUnits(ms: number): HTMLElement[] {
  const seconds = Math.ceil(ms / SECOND_MS);
  const parts: [number, readonly [string, string]][] = [
    [Math.floor(seconds / 86_400), REVEAL_TEXT.countdownUnits.days],
    [Math.floor((seconds % 86_400) / 3600), REVEAL_TEXT.countdownUnits.hours],
    [Math.floor((seconds % 3600) / 60), REVEAL_TEXT.countdownUnits.minutes],
    [seconds % 60, REVEAL_TEXT.countdownUnits.seconds],
  ];
  return parts.map(([value, [one, many]]) =>
    h(
      'span',
      { class: styles.unit },
      h('span', { class: styles.value }, String(value).padStart(2, '0')),
      h('span', { class: styles.label }, value === 1 ? one : many),
    ),
  );
}
