export const NAME_MAX_LENGTH = 50;
export const NAME_MIN_LENGTH = 2;

/** A tag: `<` followed by a letter, `/` or `!` up to the next `>`. A lone `<` ("Ana <3 Bia") is just a character. */
const MARKUP = /<[/!]?[A-Za-z][^>]*>|<!--[\s\S]*?-->/g;
const FORBIDDEN = /[<>"'&]/g;
const NOT_ALLOWED = /[^\p{L}\p{M}\p{N} ]/gu;
/** Emoji presentation selectors and enclosing marks (keycaps) are marks, but never part of a letter. */
const EMOJI_MARKS = /[\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\p{Me}]/gu;
/** Accents left without a letter to sit on, once what they followed was dropped. */
const ORPHAN_MARKS = /(?<![\p{L}\p{M}])\p{M}+/gu;

/**
 * The spec's name cleaning: trimmed, markup removed, < > " ' & dropped, then only letters (accented too), digits and
 * spaces kept, at most 50 characters. Runs of spaces collapse so the slug and the page read cleanly.
 */
export function cleanName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(MARKUP, '')
    .replace(FORBIDDEN, '')
    .replace(/\s/g, ' ')
    .replace(NOT_ALLOWED, '')
    .replace(EMOJI_MARKS, '')
    .replace(ORPHAN_MARKS, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
}

export type NameProblem = 'required' | 'too-short';

/** The live check the form shows under a name field, applied to the cleaned value. */
export function nameProblem(cleaned: string): NameProblem | null {
  if (cleaned.length === 0) return 'required';
  if ([...cleaned].length < NAME_MIN_LENGTH) return 'too-short';
  return null;
}
