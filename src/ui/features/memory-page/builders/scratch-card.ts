import { scratchCoverage, type ScratchPoint } from './scratch-coverage.js';
import styles from './reveal-gesture.module.css';

/** The card's size in CSS pixels: a phone photo's 4:5. */
const CARD = { width: 232, height: 290 } as const;
const BRUSH_RADIUS = 24;
/** The share scratched after which the finger's lift opens the page. */
const ENOUGH = 0.5;
const HEART = 'M16 28s-11-6.9-11-15A6 6 0 0 1 16 9.5 6 6 0 0 1 27 13c0 8.1-11 15-11 15z';
const SVG_NS = 'http://www.w3.org/2000/svg';

function heart(className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 32 32');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', className);
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', HEART);
  svg.append(path);
  return svg;
}

function lookColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The foil to scratch: the page's accent and a heart, drawn on the canvas at the screen's density. */
function paintFoil(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const density = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = CARD.width * density;
  canvas.height = CARD.height * density;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(density, density);
  const foil = context.createLinearGradient(0, 0, CARD.width, CARD.height);
  foil.addColorStop(0, lookColour('--look-accent', '#e8718f'));
  foil.addColorStop(1, lookColour('--look-accent-deep', '#c2506f'));
  context.fillStyle = foil;
  context.fillRect(0, 0, CARD.width, CARD.height);
  context.save();
  context.translate(CARD.width / 2 - 56, CARD.height / 2 - 64);
  context.scale(3.5, 3.5);
  context.fillStyle = 'rgba(255, 255, 255, 0.28)';
  context.fill(new Path2D(HEART));
  context.restore();
  return context;
}

/**
 * A card to scratch: a canvas of foil over a heart, or over the first photo's blurred placeholder when the page has
 * one. A finger, a pen or a mouse scratches it (pointer events; the card takes the touch, the page does not scroll);
 * once about half is gone, the lift of the finger (the user gesture the music needs) calls `onScratched`.
 */
export function scratchCard(placeholder: string | null, onScratched: () => void): HTMLButtonElement {
  const control = document.createElement('button');
  control.type = 'button';
  control.className = styles.scratch!;
  const under = document.createElement('span');
  under.className = styles.under!;
  if (placeholder) {
    under.classList.add(styles.photo!);
    under.style.backgroundImage = `url("${placeholder}")`;
  } else under.append(heart(styles.underHeart!));
  const canvas = document.createElement('canvas');
  canvas.className = styles.foil!;
  canvas.setAttribute('aria-hidden', 'true');
  control.append(under, canvas);

  const coverage = scratchCoverage(CARD.width, CARD.height, BRUSH_RADIUS);
  let context: CanvasRenderingContext2D | null = null;
  let last: ScratchPoint | null = null;
  let scratched = false;
  const pointOf = (event: PointerEvent): ScratchPoint => {
    const box = canvas.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * CARD.width) / box.width, y: ((event.clientY - box.top) * CARD.height) / box.height };
  };
  const scratch = (to: ScratchPoint) => {
    context ??= paintFoil(canvas);
    if (!context) return;
    const from = last ?? to;
    context.globalCompositeOperation = 'destination-out';
    context.lineWidth = BRUSH_RADIUS * 2;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + 0.01, to.y);
    context.stroke();
    coverage.stroke(from, to);
    last = to;
  };
  const lift = () => {
    last = null;
    if (scratched || coverage.fraction() < ENOUGH) return;
    scratched = true;
    control.classList.add(styles.cleared!);
    onScratched();
  };
  canvas.addEventListener('pointerdown', (event) => {
    if (scratched) return;
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    last = null;
    scratch(pointOf(event));
  });
  canvas.addEventListener('pointermove', (event) => {
    if (last !== null && !scratched) scratch(pointOf(event));
  });
  canvas.addEventListener('pointerup', lift);
  canvas.addEventListener('pointercancel', lift);
  requestAnimationFrame(() => (context ??= paintFoil(canvas)));
  return control;
}
