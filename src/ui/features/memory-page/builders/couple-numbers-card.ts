import { coupleNumbers } from '../../../../domain/couple-numbers/couple-numbers.js';
import { COUPLE_NUMBERS_CONTROLS, COUPLE_NUMBERS_TITLE, coupleNumberFacts, factPosition } from '../../../../texts/couple-numbers.pt-br.js';
import { h } from '../dom.js';
import styles from './couple-numbers-card.module.css';

/**
 * "Nossos números": facts made from the start date and time alone, one at a time. A tap on the fact, the "Próximo"
 * button or the right arrow key shows the next; "Anterior" or the left arrow the one before; after the last, the
 * sequence starts again. The fact is announced politely to screen readers as it changes. Null when the start cannot
 * be read (the page then shows no card).
 */
export function coupleNumbersCard(datingSince: string, now: Date): HTMLElement | null {
  const numbers = coupleNumbers(datingSince, now);
  if (!numbers) return null;
  const facts = coupleNumberFacts(numbers);
  let index = 0;

  const label = h('p', { class: styles.label });
  const value = h('p', { class: styles.value });
  const sentence = h('p', { class: styles.sentence });
  const fact = h('div', { class: styles.fact, 'aria-live': 'polite', 'aria-atomic': 'true', onClick: () => go(index + 1) }, label, value, sentence);
  const hint = h('p', { class: styles.hint, 'aria-hidden': 'true' }, COUPLE_NUMBERS_CONTROLS.hint);
  const position = h('p', { class: styles.position });
  const previous = h('button', { type: 'button', class: styles.button, onClick: () => go(index - 1) }, `‹ ${COUPLE_NUMBERS_CONTROLS.previous}`);
  const next = h('button', { type: 'button', class: `${styles.button} ${styles.primary}`, onClick: () => go(index + 1) });

  function go(to: number): void {
    index = ((to % facts.length) + facts.length) % facts.length;
    const shown = facts[index]!;
    label.textContent = shown.label;
    value.textContent = shown.value;
    // "Lua gibosa minguante" in the large size would take two lines on a phone, and the card would change height.
    value.classList.toggle(styles.long!, shown.value.length > 12);
    sentence.textContent = shown.sentence;
    position.textContent = factPosition(index, facts.length);
    previous.disabled = index === 0;
    next.textContent = index === facts.length - 1 ? COUPLE_NUMBERS_CONTROLS.again : `${COUPLE_NUMBERS_CONTROLS.next} ›`;
    // Once the recipient has found the way on, the hint goes; its line stays, so the buttons do not move.
    if (index > 0) hint.style.visibility = 'hidden';
    // The fact slides in again: a new animation starts when the class is put back.
    fact.classList.remove(styles.enter!);
    void fact.offsetWidth;
    fact.classList.add(styles.enter!);
  }
  go(0);

  return h(
    'section',
    {
      class: styles.card,
      'aria-labelledby': 'couple-numbers-title',
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'ArrowRight') go(index + 1);
        else if (event.key === 'ArrowLeft' && index > 0) go(index - 1);
      },
    },
    h('h2', { id: 'couple-numbers-title', class: styles.title }, COUPLE_NUMBERS_TITLE),
    fact,
    hint,
    h('div', { class: styles.controls }, previous, position, next),
  );
}
