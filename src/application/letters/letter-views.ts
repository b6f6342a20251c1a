import { isLetterOpen, LETTERS_MAX, type FutureLetter } from '../../domain/letters/future-letter.js';

/** A letter as its owner sees it on the edit page: whole, and whether its day came and a visitor opened it. */
export interface OwnedLetterView {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** "YYYY-MM-DD", the product's time zone. */
  readonly opensOn: string;
  /** Its day came: it can no longer be changed. */
  readonly open: boolean;
  /** When a visitor first opened it, ISO 8601; null until then. */
  readonly openedAt: string | null;
}

/** The page's letters on the edit page, and how many more it may hold; `onPlan` false on a page whose plan has none. */
export interface OwnedLettersView {
  readonly onPlan: boolean;
  readonly max: number;
  readonly letters: readonly OwnedLetterView[];
}

/** A sealed envelope on the public page ("Abre em 12/07"): its title and day, never its text before the day. */
export interface LetterEnvelopeView {
  readonly id: string;
  readonly title: string;
  readonly opensOn: string;
  readonly open: boolean;
}

/** A letter opened by a visitor, from its day on. */
export interface OpenedLetterView extends LetterEnvelopeView {
  readonly text: string;
}

export function ownedLetterView(letter: FutureLetter, now: Date): OwnedLetterView {
  const { id, title, text, opensOn, openedAt } = letter;
  return { id, title, text, opensOn, open: isLetterOpen(letter, now), openedAt: openedAt?.toISOString() ?? null };
}

export function ownedLettersView(onPlan: boolean, letters: readonly FutureLetter[], now: Date): OwnedLettersView {
  return { onPlan, max: LETTERS_MAX, letters: letters.map((letter) => ownedLetterView(letter, now)) };
}

export function letterEnvelope(letter: FutureLetter, now: Date): LetterEnvelopeView {
  return { id: letter.id, title: letter.title, opensOn: letter.opensOn, open: isLetterOpen(letter, now) };
}
