/** "Pergunta de vocês" as the creation form holds it: whether its disclosure is open, and its three fields as typed. */
export interface QuestionDraft {
  readonly open: boolean;
  readonly question: string;
  readonly hint: string;
  readonly answer: string;
}

export type QuestionDraftField = 'question' | 'hint' | 'answer';

export const NO_QUESTION: QuestionDraft = { open: false, question: '', hint: '', answer: '' };

/** The order asks a question when its disclosure is open and something is typed in it; closed, it is dropped. */
export const asksQuestion = (draft: QuestionDraft): boolean =>
  draft.open && [draft.question, draft.hint, draft.answer].some((value) => value.trim() !== '');

/** What the order sends as `question`, `questionHint` and `questionAnswer`: as typed (the server cleans them), or none. */
export function questionInput(draft: QuestionDraft): { question: string; questionHint: string; questionAnswer: string } | null {
  if (!asksQuestion(draft)) return null;
  return { question: draft.question.trim(), questionHint: draft.hint.trim(), questionAnswer: draft.answer.trim() };
}
