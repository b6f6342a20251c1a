import { DEFAULT_REVEAL_STYLE, isRevealStyle, type RevealStyle } from '../../../../domain/look/reveal-style.js';
import './memory-gate.css';

/** Set by memory-gate-tap.js, which listens to the gate memory.html paints until this script runs it. */
export interface GateWindow {
  memoriesGateTapped?: boolean;
  memoriesGateLive?: boolean;
}

const HINT = 'Toque no coração para abrir';
const PREPARING = 'Preparando sua surpresa...';

/** How the page opens, as its server-made head says (reveal-style-head.ts); the tap when it says nothing. */
function revealStyleInHead(): RevealStyle {
  const named = document.querySelector<HTMLMetaElement>('meta[name="memories-reveal"]')?.content;
  return isRevealStyle(named) ? named : DEFAULT_REVEAL_STYLE;
}

export interface MemoryGate {
  /** The gesture that opens this page: the tap is answered here, the others by reveal-gesture.ts. */
  readonly revealStyle: RevealStyle;
  readonly setBusy: (busy: boolean) => void;
  /** A page whose gesture could not load (its code did not arrive) opens with the tap after all. */
  readonly answerTaps: () => void;
}

/**
 * The single 'Clique' screen a recipient sees first: the tap is the user gesture that lets the music start. memory.html
 * paints it before any script runs; this takes over those very elements (no second paint) and answers their tap.
 * `setBusy` says the page is on its way after a tap that came before the page's data.
 */
export function memoryGate(root: HTMLElement, onOpen: () => void): MemoryGate {
  (window as GateWindow).memoriesGateLive = true;
  const button = root.querySelector<HTMLElement>('.memory-gate__button');
  const hint = root.querySelector<HTMLElement>('.memory-gate__hint');
  const revealStyle = revealStyleInHead();
  const answerTaps = () => {
    button?.addEventListener('click', onOpen);
    button?.style.setProperty('visibility', 'visible');
    hint?.style.setProperty('visibility', 'visible');
  };
  if (revealStyle === DEFAULT_REVEAL_STYLE) button?.addEventListener('click', onOpen);
  // The words the hint goes back to once no longer busy: the tap's, or the gesture's that replaced them.
  let idleHint = HINT;
  return {
    revealStyle,
    answerTaps,
    setBusy(busy) {
      const control = root.querySelector('.memory-gate__button, [data-reveal-control]');
      if (busy) control?.setAttribute('aria-busy', 'true');
      else control?.removeAttribute('aria-busy');
      if (!hint) return;
      if (busy && hint.textContent !== PREPARING) idleHint = hint.textContent ?? '';
      hint.textContent = busy ? PREPARING : idleHint;
      if (busy) hint.setAttribute('role', 'status');
      else hint.removeAttribute('role');
    },
  };
}
