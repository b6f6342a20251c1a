import styles from './reveal-gesture.module.css';

/** How long the seal is held before it breaks. */
export const HOLD_MS = 800;
const SVG_NS = 'http://www.w3.org/2000/svg';
const HEART = 'M16 28s-11-6.9-11-15A6 6 0 0 1 16 9.5 6 6 0 0 1 27 13c0 8.1-11 15-11 15z';

function svgElement(name: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

/** The wax seal and the ring around it that fills while it is held. */
function sealDrawing(): SVGElement {
  const svg = svgElement('svg', { viewBox: '0 0 100 100', class: styles.sealDrawing!, 'aria-hidden': 'true' });
  const ring = { cx: '50', cy: '50', r: '46', pathLength: '100' };
  svg.append(
    svgElement('circle', { ...ring, class: styles.sealTrack! }),
    svgElement('circle', { ...ring, class: styles.sealProgress! }),
    svgElement('circle', { cx: '50', cy: '50', r: '36', class: styles.sealWax! }),
  );
  const mark = svgElement('path', { d: HEART, transform: 'translate(30 31) scale(1.25)', class: styles.sealMark! });
  svg.append(mark, svgElement('path', { d: 'M50 16 L45 38 L55 52 L47 84', class: styles.sealCrack! }));
  return svg;
}

/**
 * A seal to hold (a finger, a pen or a mouse) until it breaks, HOLD_MS later, its ring filling meanwhile; let go
 * sooner and it closes again. A mouse's press is a user gesture, so its seal opens the page as it breaks; a finger's
 * is not (only its lift is), so the page opens as it lifts, after `onBroken` has said to let go.
 */
export function holdSeal(onOpen: () => void, onBroken: () => void): HTMLButtonElement {
  const control = document.createElement('button');
  control.type = 'button';
  control.className = styles.seal!;
  control.append(sealDrawing());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let broken = false;
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    onOpen();
  };
  const breakSeal = () => {
    broken = true;
    control.dataset.broken = '';
    const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
    if (activation?.isActive) open();
    else onBroken();
  };
  const letGo = () => {
    if (broken) return open();
    clearTimeout(timer);
    delete control.dataset.holding;
  };
  control.addEventListener('pointerdown', (event) => {
    if (broken) return;
    event.preventDefault();
    control.setPointerCapture?.(event.pointerId);
    control.dataset.holding = '';
    clearTimeout(timer);
    timer = setTimeout(breakSeal, HOLD_MS);
  });
  control.addEventListener('pointerup', letGo);
  control.addEventListener('pointercancel', letGo);
  control.addEventListener('contextmenu', (event) => event.preventDefault());
  return control;
}
