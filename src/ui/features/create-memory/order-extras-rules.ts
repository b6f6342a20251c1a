import { letterDayRange, validLetter, type LetterInput } from '../../../domain/letters/future-letter.js';
import type { PlanId } from '../../../domain/plan/plan.js';
import { validPageQuestion } from '../../../domain/question/page-question.js';
import { validSkyPlace } from '../../../domain/sky/sky-place.js';
import { LETTERS_FORM_TEXT } from '../../../texts/order-extras-fields.pt-br.js';
import { domainRuleSentence } from '../memory-form/field-rules.js';
import { isBlankLetter, lettersOrdered, type LetterDraftField, type LettersDraft } from './letters-draft.js';
import { asksQuestion, type QuestionDraft, type QuestionDraftField } from './question-draft.js';
import { skyInput, type SkyDraft } from '../memory-form/sky/sky-draft.js';

/**
 * The domain's rules on the order's extras, read in the browser with the domain's words. Loaded with the extras'
 * fields, once one is opened: a buyer who wants none of them never downloads the rules either.
 */

/** A valid stand-in for the fields not being checked, so that each field says its own problem. */
const FILLED = 'x';

/** Each field's problem by `validPageQuestion`; none while no question is asked. */
export function questionErrors(draft: QuestionDraft): Record<QuestionDraftField, string | null> {
  if (!asksQuestion(draft)) return { question: null, hint: null, answer: null };
  return {
    question: domainRuleSentence(() => validPageQuestion({ question: draft.question, answer: FILLED })),
    hint: domainRuleSentence(() => validPageQuestion({ question: FILLED, hint: draft.hint, answer: FILLED })),
    answer: domainRuleSentence(() => validPageQuestion({ question: FILLED, answer: draft.answer })),
  };
}

/** The first of the question's problems, in the form's order: what keeps the order from going. */
export function questionProblem(draft: QuestionDraft): string | null {
  const errors = questionErrors(draft);
  return errors.question ?? errors.hint ?? errors.answer;
}

/** Each field's problem by `validLetter`; none for a letter with nothing typed (it is not sent). */
export function letterErrors(letter: LetterInput, now: Date): Record<LetterDraftField, string | null> {
  if (isBlankLetter(letter)) return { title: null, text: null, opensOn: null };
  const filled = { title: FILLED, text: FILLED, opensOn: letterDayRange(now).first };
  return {
    title: domainRuleSentence(() => validLetter({ ...filled, title: letter.title }, now)),
    text: domainRuleSentence(() => validLetter({ ...filled, text: letter.text }, now)),
    opensOn: domainRuleSentence(() => validLetter({ ...filled, opensOn: letter.opensOn }, now)),
  };
}

/** The first problem of the letters the order holds, "Carta 2: …", in the form's order; null when they may go. */
export function lettersProblem(draft: LettersDraft, plan: PlanId, now: Date): string | null {
  const ordered = lettersOrdered(draft, plan);
  for (const [index, letter] of draft.letters.entries()) {
    const errors = ordered.includes(letter) ? letterErrors(letter, now) : null;
    const error = errors && (errors.title ?? errors.text ?? errors.opensOn);
    if (error) return `${LETTERS_FORM_TEXT.letter(index + 1)}: ${error}`;
  }
  return null;
}

/** The place's problem by `validSkyPlace` ("Escolha a cidade…" until one is picked); none while the sky is closed. */
export function skyProblem(draft: SkyDraft): string | null {
  const place = skyInput(draft);
  return place ? domainRuleSentence(() => validSkyPlace(place)) : null;
}

/** The rules as the form holds them once loaded. */
export interface OrderExtrasRules {
  questionProblem(draft: QuestionDraft): string | null;
  lettersProblem(draft: LettersDraft, plan: PlanId, now: Date): string | null;
  skyProblem(draft: SkyDraft): string | null;
}
