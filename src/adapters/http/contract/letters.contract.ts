/** The JSON shapes of the letters for the future. The UI imports these with `import type` only. */
import type { LetterEnvelopeView, OpenedLetterView, OwnedLettersView, OwnedLetterView } from '../../../application/letters/letter-views.js';

/** GET /api/update/{id}/letters (with the edit token): the page's letters, whole, and how many it may hold. */
export type OwnedLettersResponse = OwnedLettersView;
/** POST /api/update/{id}/letters and PUT /api/update/{id}/letters/{letterId}: the letter as saved. */
export type OwnedLetterResponse = OwnedLetterView;
/** The body of those two: the letter as typed. */
export interface WriteLetterRequest {
  readonly title: string;
  readonly text: string;
  /** "YYYY-MM-DD", the product's time zone. */
  readonly opensOn: string;
}
/** GET /api/{slug}/{id}/letters: the envelopes, never a text. */
export interface PageLettersResponse {
  readonly letters: readonly LetterEnvelopeView[];
}
/** POST /api/{slug}/{id}/letters/{letterId}/open: the letter, from its day on. */
export type OpenedLetterResponse = OpenedLetterView;
