import './memory-gate.css';

/** Set by memory-gate-tap.js, which listens to the gate memory.html paints until this script runs it. */
export interface GateWindow {
  memoriesGateTapped?: boolean;
  memoriesGateLive?: boolean;
}

const HINT = 'Toque no coração para abrir';
const PREPARING = 'Preparando sua surpresa...';

/**
 * The single 'Clique' screen a recipient sees first: the tap is the user gesture that lets the music start. memory.html
 * paints it before any script runs; this takes over those very elements (no second paint) and answers their tap.
 * `setBusy` says the page is on its way after a tap that came before the page's data.
 */
export function memoryGate(root: HTMLElement, onOpen: () => void): { readonly setBusy: (busy: boolean) => void } {
  (window as GateWindow).memoriesGateLive = true;
  const button = root.querySelector('.memory-gate__button');
  const hint = root.querySelector('.memory-gate__hint');
  button?.addEventListener('click', onOpen);
  return {
    setBusy(busy) {
      if (busy) button?.setAttribute('aria-busy', 'true');
      else button?.removeAttribute('aria-busy');
      if (!hint) return;
      hint.textContent = busy ? PREPARING : HINT;
      if (busy) hint.setAttribute('role', 'status');
      else hint.removeAttribute('role');
    },
  };
}
