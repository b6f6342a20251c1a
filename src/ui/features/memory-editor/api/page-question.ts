import type { OwnedQuestionResponse, SetQuestionRequest } from '../../../../adapters/http/contract/question.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { bearer, sendDelete, sendJson } from '../../../lib/api-send.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}/question`;

/** GET /api/update/{id}/question: the page's question and hint (never the answer), nulls when it asks none. */
export function fetchOwnedQuestion(memoryId: string, token: string): Promise<OwnedQuestionResponse> {
  return getJson<OwnedQuestionResponse>(path(memoryId), { headers: bearer(token), cache: 'no-store' });
}

/** PUT /api/update/{id}/question: asks it, or changes it (without an answer, a question already set keeps its own). */
export function setPageQuestion(memoryId: string, token: string, question: SetQuestionRequest): Promise<OwnedQuestionResponse> {
  return sendJson<OwnedQuestionResponse>('PUT', path(memoryId), question, { headers: bearer(token) });
}

/** DELETE /api/update/{id}/question: the page then opens without a question. */
export function removePageQuestion(memoryId: string, token: string): Promise<void> {
  return sendDelete(path(memoryId), { headers: bearer(token) });
}
