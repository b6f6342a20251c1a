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
 * spaces kept. Runs of spaces collapse so the slug and the page read cleanly. Never cut: a name over NAME_MAX_LENGTH
 * is refused whole (`nameProblem`), so the buyer shortens it as they wish.
 */
export function cleanName(raw: string): string {
  return keptCharacters(raw);
}

/** The text without its markup (tags and comments); a lone `<` ("Ana <3 Bia") stays. */
export function withoutMarkup(text: string): string {
  return text.replace(MARKUP, '');
}

/** The name with only the characters a name may hold, before the length limit. */
export function keptCharacters(raw: string): string {
  return withoutMarkup(raw.normalize('NFC'))
    .replace(FORBIDDEN, '')
    .replace(/\s/g, ' ')
    .replace(NOT_ALLOWED, '')
    .replace(EMOJI_MARKS, '')
    .replace(ORPHAN_MARKS, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** `emoji-only`: something was typed, but only emoji, symbols or punctuation, which cleaning leaves out. */
export type NameProblem = 'required' | 'emoji-only' | 'too-short' | 'too-long';

/** How many characters a name has beyond NAME_MAX_LENGTH, counted once cleaned (emoji and symbols do not count). */
export function nameExcess(typed: string): number {
  return Math.max(0, cleanName(typed).length - NAME_MAX_LENGTH);
}

/** The check of a name as typed: the live one under the form's field, and the server's. */
export function nameProblem(typed: string): NameProblem | null {
  const cleaned = cleanName(typed);
  if (cleaned.length === 0) return withoutMarkup(typed).trim() === '' ? 'required' : 'emoji-only';
  if ([...cleaned].length < NAME_MIN_LENGTH) return 'too-short';
  if (nameExcess(typed) > 0) return 'too-long';
  return null;
}

/** What cleaning does to a name as typed, so the form can say so before it happens. */
export interface NameCleaning {
  readonly cleaned: string;
  /** The characters that count toward NAME_MAX_LENGTH. */
  readonly length: number;
  /** Characters a name may not hold (emoji, punctuation, markup) will be left out; spaces do not count. */
  readonly dropsCharacters: boolean;
}

export function nameCleaning(raw: string): NameCleaning {
  const kept = keptCharacters(raw);
  const typed = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  return { cleaned: kept, length: kept.length, dropsCharacters: kept !== typed };
}
