import type { StoredQuestion } from '../ports/page-questions.js';

/** What the owner's edit page shows of the page's question: the question and its hint, never the answer; nulls when none. */
export interface OwnedQuestionView {
  readonly question: string | null;
  readonly hint: string | null;
}

export function ownedQuestionView(stored: Pick<StoredQuestion, 'question' | 'hint'> | null): OwnedQuestionView {
  return { question: stored?.question ?? null, hint: stored?.hint ?? null };
}
