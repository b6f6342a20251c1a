import { DEFAULT_FALLING_EMOJI, FALLING_EMOJI_SHAPES, type FallingEmojiName } from '../../../../domain/look/falling-emoji.js';
import { h } from '../dom.js';
import styles from './falling-hearts.module.css';

/** How many hearts fall at once: enough to feel like rain, few enough to stay calm and cheap. */
const HEART_COUNT = 16;

/** The page's palette (src/domain/look/palette-style.ts): its accents, its soft text colour and its warm light. */
const COLOURS = ['var(--look-accent)', 'var(--rose-200)', 'var(--look-accent-deep)', 'var(--look-highlight)'];

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

/** Another shape than the stylesheet's heart, as the mask each falling piece is cut from. */
function shapeStyle(emoji: FallingEmojiName): string | undefined {
  if (emoji === DEFAULT_FALLING_EMOJI) return undefined;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><path d='${FALLING_EMOJI_SHAPES[emoji]}'/></svg>`;
  return `--shape:url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The page's emoji rain: hearts (or the roses, stars or sparkles the buyer chose) drifting down behind the names,
 * photos, counter and message (never over what the recipient reads), never in the way of a tap, still under reduced
 * motion (falling-hearts.module.css).
 */
export function fallingHearts(emoji: FallingEmojiName = DEFAULT_FALLING_EMOJI): HTMLElement {
  const hearts = Array.from({ length: HEART_COUNT }, (_, i) => h('span', { class: styles.heart, style: heartStyle(i) }));
  const shape = shapeStyle(emoji);
  const attributes = { class: styles.layer, 'aria-hidden': 'true', 'data-testid': 'falling-hearts', 'data-emoji': emoji };
  return h('div', shape ? { ...attributes, style: shape } : attributes, ...hearts);
}
