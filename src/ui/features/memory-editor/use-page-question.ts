import { useCallback } from 'react';
import type { OwnedQuestionResponse, SetQuestionRequest } from '../../../adapters/http/contract/question.contract.js';
import { QUESTION_SECTION as TEXT } from '../../../texts/question.pt-br.js';
import { fetchOwnedQuestion, removePageQuestion, setPageQuestion } from './api/page-question.js';
import { useOwnerSection } from './use-owner-section.js';

const NO_QUESTION: OwnedQuestionResponse = { question: null, hint: null };

/** An answer that is the page's question (a string, or null for none); anything else (a proxy's page) is not. */
const isOwnedQuestion = (found: Partial<OwnedQuestionResponse> | null): found is OwnedQuestionResponse =>
  found !== null && (typeof found.question === 'string' || found.question === null);

/** The page's question as the server has it (read once), and the owner's changes, each saved at once. */
export function usePageQuestion(memoryId: string, token: string) {
  const load = useCallback(
    () =>
      fetchOwnedQuestion(memoryId, token).then((found) => (isOwnedQuestion(found) ? found : Promise.reject(new Error('Not the page’s question')))),
    [memoryId, token],
  );
  const { value: owned, loadFailed, saving, notice, change } = useOwnerSection(load, TEXT.saveFailed);

  const save = useCallback(
    (question: SetQuestionRequest) => change(() => setPageQuestion(memoryId, token, question), TEXT.saved),
    [change, memoryId, token],
  );
  const remove = useCallback(
    () => change(() => removePageQuestion(memoryId, token).then(() => NO_QUESTION), TEXT.removed),
    [change, memoryId, token],
  );

  return { owned, loadFailed, saving, notice, save, remove };
}
