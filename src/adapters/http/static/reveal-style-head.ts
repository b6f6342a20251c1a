import { DEFAULT_REVEAL_STYLE } from '../../../domain/look/reveal-style.js';
import type { PublicPageResponse } from '../contract/memories.contract.js';

/** The head's name for the page's reveal style, read by memory-gate-tap.js and the gate (memory-gate.ts). */
export const REVEAL_STYLE_META = 'memories-reveal';

/**
 * An open page that is scratched or held open says so in its head, so the gate's early script does not take a tap
 * for the opening, and the gate's "Clique" is not painted before the gesture's own words replace it. A page opened
 * with a tap, and a page before its reveal date, keep the head they had: nothing.
 */
export function revealStyleHead(page: PublicPageResponse): string {
  if (page.opensAt !== null || page.revealStyle === DEFAULT_REVEAL_STYLE) return '';
  return (
    `<meta name="${REVEAL_STYLE_META}" content="${page.revealStyle}">` + '<style>.memory-gate__button,.memory-gate__hint{visibility:hidden}</style>'
  );
}
