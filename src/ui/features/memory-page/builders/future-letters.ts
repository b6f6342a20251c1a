import type { OpenedLetterResponse, PageLettersResponse } from '../../../../adapters/http/contract/letters.contract.js';

type LetterEnvelopeView = PageLettersResponse['letters'][number];
import { isLetterOpen, letterOpensAt } from '../../../../domain/letters/future-letter.js';
import { LETTERS_PAGE as TEXT } from '../../../../texts/letters.pt-br.js';
import { editTokenStore } from '../../../lib/edit-token-store.js';
import { h, lineIcon } from '../dom.js';
import styles from './future-letters.module.css';

/** An envelope, drawn: an emoji would need a font the phone may not have. */
const ENVELOPE_PATH = 'M4 6h16v12H4z M4 7l8 6 8-6';
const seal = () => h('span', { class: styles.seal }, lineIcon(ENVELOPE_PATH, 28));

/** The longest a browser's timer waits (about 24 days): a letter further ahead is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * "Cartas para o futuro" on the public page: each letter's envelope with its day ("Abre em 12/07"), and from that day
 * on a button that opens it (its text comes from the server only then). An envelope turns at its day's midnight while
 * the page is open, without a reload. Fills `slot` with the page's `letters` (read from `base`); returns what stops
 * its timer.
 */
export function futureLetters(slot: HTMLElement, base: string, memoryId: string, letters: readonly LetterEnvelopeView[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const draw = () => {
    const now = new Date();
    const list = h('ul', { class: styles.list }, ...letters.map((letter) => envelope(letter, isLetterOpen(letter, now), base, memoryId)));
    const heading = h('h2', { id: 'letters-title', class: styles.heading }, TEXT.heading);
    slot.replaceChildren(h('section', { class: styles.letters, 'aria-labelledby': 'letters-title' }, heading, list));
    slot.hidden = false;
    const next = letters.filter((letter) => !isLetterOpen(letter, now)).map((letter) => letterOpensAt(letter).getTime());
    if (next.length > 0) timer = setTimeout(draw, Math.min(Math.max(Math.min(...next) - now.getTime(), 0), LONGEST_TIMER_MS));
  };
  draw();
  return () => clearTimeout(timer);
}

function envelope(letter: LetterEnvelopeView, open: boolean, base: string, memoryId: string): HTMLLIElement {
  const title = h('p', { class: styles.title }, letter.title);
  if (!open) {
    return h('li', { class: styles.sealed }, seal(), title, h('p', { class: styles.day }, TEXT.opensOn(letter.opensOn)));
  }
  const item = h('li', { class: styles.open });
  const button = h(
    'button',
    {
      type: 'button',
      class: styles.button,
      onclick: () => {
        button.disabled = true;
        void openLetter(`${base}/${encodeURIComponent(letter.id)}/open`, memoryId).then(
          (opened) => item.replaceChildren(title, h('p', { class: styles.text }, opened.text)),
          () => {
            button.disabled = false;
            item.append(h('p', { class: styles.error, role: 'alert' }, TEXT.openFailed));
          },
        );
      },
    },
    TEXT.open,
  );
  item.append(seal(), title, button);
  return item;
}

/** The letter's text, from its day on; the owner's own browser sends its edit token, so her reading is nobody's opening. */
async function openLetter(url: string, memoryId: string): Promise<OpenedLetterResponse> {
  const token = editTokenStore.get(memoryId);
  const response = await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`the letter did not open: ${response.status}`);
  return (await response.json()) as OpenedLetterResponse;
}
