import type { LetterInput } from '../../../domain/letters/future-letter.js';
import { PLANS, type PlanId } from '../../../domain/plan/plan.js';

/** One letter for the future as its inputs hold it; `key` tells React the rows apart. */
export interface LetterDraft extends LetterInput {
  readonly key: number;
}

export type LetterDraftField = keyof LetterInput;

/** "Cartas para o futuro" as the creation form holds them: whether the disclosure is open, and the letters typed. */
export interface LettersDraft {
  readonly open: boolean;
  readonly letters: readonly LetterDraft[];
}

export const NO_LETTERS: LettersDraft = { open: false, letters: [] };

export const isBlankLetter = (letter: LetterInput) => letter.title.trim() === '' && letter.text.trim() === '' && letter.opensOn === '';

/** The letters the order holds: on Pra Sempre, with the disclosure open, each with something typed. */
export function lettersOrdered(draft: LettersDraft, plan: PlanId): readonly LetterDraft[] {
  return PLANS[plan].allowsLetters && draft.open ? draft.letters.filter((letter) => !isBlankLetter(letter)) : [];
}

/** What the order sends as `letters`: each letter as typed (the server cleans and checks it again), or none. */
export function lettersInput(draft: LettersDraft, plan: PlanId): LetterInput[] {
  return lettersOrdered(draft, plan).map(({ title, text, opensOn }) => ({ title, text, opensOn }));
}
