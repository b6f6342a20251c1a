import { h } from '../dom.js';
import styles from './falling-hearts.module.css';

/** How many hearts fall at once: enough to feel like rain, few enough to stay calm and cheap. */
const HEART_COUNT = 16;

const COLOURS = ['#e8718f', '#f2c9d4', '#c2506f', '#f7d9a8'];

/** Spread without randomness (golden-ratio steps), so every visit, and every test, looks the same. */
function heartStyle(i: number): string {
  const spread = (i * 0.618034) % 1;
  const properties = {
    '--x': `${(spread * 96 + 2).toFixed(1)}vw`,
    '--rest-y': `${((i * 0.381966 * 7) % 1) * 90 + 4}vh`,
    '--size': `${12 + ((i * 7) % 15)}px`,
    '--duration': `${11 + ((i * 5) % 9)}s`,
    '--delay': `${-((i * 2.3) % 18).toFixed(1)}s`,
    '--sway': `${i % 2 === 0 ? '' : '-'}${18 + ((i * 11) % 24)}px`,
    '--opacity': `${0.45 + ((i * 3) % 5) / 10}`,
    '--colour': COLOURS[i % COLOURS.length],
  };
  return Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The page's emoji rain: hearts drifting down behind the names, photos, counter and message (never over what the
 * recipient reads), never in the way of a tap, still under reduced motion (falling-hearts.module.css).
 */
export function fallingHearts(): HTMLElement {
  const hearts = Array.from({ length: HEART_COUNT }, (_, i) => h('span', { class: styles.heart, style: heartStyle(i) }));
  return h('div', { class: styles.layer, 'aria-hidden': 'true', 'data-testid': 'falling-hearts' }, ...hearts);
}
