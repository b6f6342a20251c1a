import { useCallback, useState } from 'react';
import { NO_QUESTION, type QuestionDraft, type QuestionDraftField } from './question-draft.js';

/** "Pergunta de vocês" being typed in the creation form: open or close it, change a field, `replace` it (a restored draft). */
export function useQuestionDraft() {
  const [draft, setDraft] = useState<QuestionDraft>(NO_QUESTION);
  const setOpen = useCallback((open: boolean) => setDraft((current) => ({ ...current, open })), []);
  const change = useCallback((field: QuestionDraftField, value: string) => setDraft((current) => ({ ...current, [field]: value })), []);
  return { draft, setOpen, change, replace: setDraft };
}

export type QuestionDraftModel = ReturnType<typeof useQuestionDraft>;
