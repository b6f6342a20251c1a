import { validPageQuestion } from '../../../domain/question/page-question.js';
import { domainRuleSentence } from '../memory-form/field-rules.js';

/** "Pergunta de vocês" as the owner types it. */
export interface QuestionDraft {
  readonly question: string;
  readonly hint: string;
  readonly answer: string;
}

export type QuestionProblems = Readonly<Record<keyof QuestionDraft, string | null>>;

/** A value the rule accepts, standing in for the fields not being checked. */
const FINE = 'ok';

/**
 * Each field's problem under the domain's rule (its sentence), so each shows under its own field: the rule checks the
 * three together and stops at the first. An empty answer is fine when the question set keeps its answer.
 */
export function questionProblems(draft: QuestionDraft, keepsAnswer: boolean): QuestionProblems {
  const keeping = keepsAnswer && draft.answer.trim() === '';
  return {
    question: domainRuleSentence(() => validPageQuestion({ question: draft.question, answer: FINE })),
    hint: domainRuleSentence(() => validPageQuestion({ question: FINE, hint: draft.hint, answer: FINE })),
    answer: keeping ? null : domainRuleSentence(() => validPageQuestion({ question: FINE, answer: draft.answer })),
  };
}
