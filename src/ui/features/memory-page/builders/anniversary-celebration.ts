import { anniversaryAt } from '../../../../domain/anniversaries/anniversary.js';
import { anniversaryCelebration as celebrationSentence } from '../../../../texts/anniversary-celebration.pt-br.js';
import { h } from '../dom.js';
import styles from './anniversary-celebration.module.css';

/** Hearts in the burst: a short, light flourish around the line. */
const BURST_HEARTS = 18;
const COLOURS = ['#e8718f', '#f2c9d4', '#c2506f', '#f7d9a8', '#e0a33a'];

/** Each heart's way out of the centre, evenly around the circle, without randomness: every visit looks the same. */
function burstHeartStyle(i: number): string {
  const angle = (i / BURST_HEARTS) * 2 * Math.PI + (i % 2) * 0.17;
  const distance = 70 + ((i * 37) % 60);
  const properties = {
    '--dx': `${(Math.cos(angle) * distance * 1.6).toFixed(1)}px`,
    '--dy': `${(Math.sin(angle) * distance).toFixed(1)}px`,
    '--size': `${12 + ((i * 5) % 10)}px`,
    '--delay': `${((i * 3) % 7) * 40}ms`,
    '--colour': COLOURS[i % COLOURS.length],
  };
  return Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * On a monthly or yearly anniversary of the start date (the domain's calendar rule, the day read in São Paulo), the
 * line "Hoje vocês completam 2 anos!" and a short burst of hearts around it, which plays once and goes; none under
 * reduced motion. Null on every other day.
 */
export function anniversaryCelebration(datingSince: string, now: Date): HTMLElement | null {
  const anniversary = anniversaryAt(datingSince, now);
  if (!anniversary) return null;
  const line = h('p', { class: styles.line }, celebrationSentence(anniversary));
  const element = h('section', { class: styles.celebration, 'data-testid': 'anniversary' }, line);
  if (!prefersReducedMotion()) {
    const hearts = Array.from({ length: BURST_HEARTS }, (_, i) => h('span', { class: styles.heart, style: burstHeartStyle(i) }));
    const burst = h('div', { class: styles.burst, 'aria-hidden': 'true', 'data-testid': 'anniversary-burst' }, ...hearts);
    hearts.at(-1)!.addEventListener('animationend', () => burst.remove(), { once: true });
    element.append(burst);
  }
  return element;
}
