/** What falls down the recipient's page, by name: the closed set the form offers and the server accepts. Hearts first. */
export const FALLING_EMOJI_NAMES = ['hearts', 'roses', 'stars', 'sparkles'] as const;
export type FallingEmojiName = (typeof FALLING_EMOJI_NAMES)[number];

export const DEFAULT_FALLING_EMOJI: FallingEmojiName = 'hearts';

/**
 * Each one's outline in a 32 × 32 box, drawn in the palette's colours (a CSS mask on the page, a path in the preview
 * image and the card): no emoji font is needed anywhere, and every phone shows the same shape.
 */
export const FALLING_EMOJI_SHAPES: Readonly<Record<FallingEmojiName, string>> = {
  hearts: 'M16 28s-11-6.9-11-15A6 6 0 0 1 16 9.5 6 6 0 0 1 27 13c0 8.1-11 15-11 15z',
  roses:
    'M16 4c3.2 0 5.4 2.2 5.4 5.2S19 14 16 14s-5.4-1.8-5.4-4.8S12.8 4 16 4z' +
    'M9.6 8.6c-2.4 1.2-3.6 3.4-3.6 5.6 0 4 4 7 9.2 7.2v-5.8c-3.2-.2-5.6-2.6-5.6-7z' +
    'M22.4 8.6c2.4 1.2 3.6 3.4 3.6 5.6 0 4-4 7-9.2 7.2v-5.8c3.2-.2 5.6-2.6 5.6-7z' +
    'M15.2 21.8h1.6V30h-1.6z' +
    'M16.8 26c1.6-2.6 4.6-3.2 6.8-2.2-1.6 2.6-4.4 3.2-6.8 2.2z',
  stars: 'M16 2.5l4.1 8.6 9.4 1.2-6.9 6.5 1.8 9.3L16 23.6l-8.4 4.5 1.8-9.3-6.9-6.5 9.4-1.2z',
  sparkles: 'M16 2c1 9.3 4.7 13 14 14-9.3 1-13 4.7-14 14-1-9.3-4.7-13-14-14 9.3-1 13-4.7 14-14z',
};

export function isFallingEmojiName(value: unknown): value is FallingEmojiName {
  return typeof value === 'string' && (FALLING_EMOJI_NAMES as readonly string[]).includes(value);
}
