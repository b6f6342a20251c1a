import type { FutureLetter } from '../../domain/letters/future-letter.js';

/**
 * A letter for the future as support sees it: its day, title, when it was written and whether it was opened; never its
 * text, which support does not need.
 */
export type SupportLetterView = Omit<FutureLetter, 'memoryId' | 'text'>;

export function supportLetterView({ memoryId: _page, text: _text, ...letter }: FutureLetter): SupportLetterView {
  return letter;
}
