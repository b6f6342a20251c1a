/**
 * How the recipient opens the page once it is public: `tap` is the gate's button (every page's default), `scratch`
 * a heart or the first photo's blur scratched away with a finger, `seal` a seal held until it breaks. The closed set
 * the form offers and the server accepts; the first is the default.
 */
export const REVEAL_STYLES = ['tap', 'scratch', 'seal'] as const;
export type RevealStyle = (typeof REVEAL_STYLES)[number];

export const DEFAULT_REVEAL_STYLE: RevealStyle = 'tap';

export function isRevealStyle(value: unknown): value is RevealStyle {
  return typeof value === 'string' && (REVEAL_STYLES as readonly string[]).includes(value);
}
