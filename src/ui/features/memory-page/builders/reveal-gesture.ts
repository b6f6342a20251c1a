import type { RevealStyle } from '../../../../domain/look/reveal-style.js';
import { REVEAL_GESTURE_TEXT } from '../../../../texts/reveal-gesture.pt-br.js';
import { holdSeal } from './hold-seal.js';
import { scratchCard } from './scratch-card.js';
import styles from './reveal-gesture.module.css';

/** The first photo's tiny blurred copy, which the head already carries (public-page-head.ts); null without photos. */
function firstPhotoPlaceholder(): string | null {
  return document.querySelector('link[rel="preload"][as="image"][data-placeholder]')?.getAttribute('data-placeholder') ?? null;
}

/** Under reduced motion the gesture is the gate's own button, named as the gesture's control is. */
function plainButton(button: HTMLElement, hint: HTMLElement | null, name: string, onOpen: () => void): void {
  const label = button.querySelector('.memory-gate__label');
  if (label) label.textContent = name;
  if (hint) hint.textContent = REVEAL_GESTURE_TEXT.plainHint;
  button.addEventListener('click', onOpen);
}

/**
 * Puts the page's gesture (a card to scratch, a seal to hold) in the place of the gate's button, loaded after the
 * first paint and only for the pages that use it. Its end calls `onOpen`, the very function the tap calls. A keyboard
 * (Enter or Space on the focused control) or a screen reader's activation, which click it without a pointer, opens the
 * page too; under reduced motion it is a plain button.
 */
export function showRevealGesture(root: HTMLElement, style: Exclude<RevealStyle, 'tap'>, onOpen: () => void): void {
  const button = root.querySelector<HTMLElement>('.memory-gate__button');
  const hint = root.querySelector<HTMLElement>('.memory-gate__hint');
  if (!button) return;
  const text = REVEAL_GESTURE_TEXT[style];
  hint?.style.setProperty('visibility', 'visible');
  button.style.setProperty('visibility', 'visible');
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return plainButton(button, hint, text.button, onOpen);

  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    onOpen();
  };
  const control =
    style === 'scratch'
      ? scratchCard(firstPhotoPlaceholder(), open)
      : holdSeal(open, () => {
          if (hint && !opened) hint.textContent = REVEAL_GESTURE_TEXT.seal.release;
        });
  control.dataset.revealControl = style;
  control.setAttribute('aria-label', text.button);
  if (hint) {
    hint.id ||= 'memory-gate-hint';
    hint.textContent = text.hint;
    control.setAttribute('aria-describedby', hint.id);
  }
  // A click without a pointer's press (detail 0) is a keyboard's or a screen reader's.
  control.addEventListener('click', (event) => {
    if (event.detail === 0) open();
  });
  const label = document.createElement('span');
  label.className = 'memory-gate__label';
  label.setAttribute('aria-hidden', 'true');
  label.textContent = text.label;
  const gesture = document.createElement('div');
  gesture.className = styles.gesture!;
  gesture.append(control, label);
  button.replaceWith(gesture);
}
