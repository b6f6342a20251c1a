import type { OwnedLetterResponse, OwnedLettersResponse, WriteLetterRequest } from '../../../../adapters/http/contract/letters.contract.js';
import { API_BASE, errorOf, getJson } from '../../../lib/api-client.js';
import { bearer, sendJson } from '../../../lib/api-send.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}/letters`;

/** GET /api/update/{id}/letters: the page's letters, whole. */
export function fetchOwnedLetters(memoryId: string, token: string): Promise<OwnedLettersResponse> {
  return getJson<OwnedLettersResponse>(path(memoryId), { headers: bearer(token), cache: 'no-store' });
}

/** POST a new letter, or PUT the change of `letterId`. */
export function saveLetter(memoryId: string, token: string, letter: WriteLetterRequest, letterId?: string): Promise<OwnedLetterResponse> {
  const target = letterId === undefined ? path(memoryId) : `${path(memoryId)}/${encodeURIComponent(letterId)}`;
  return sendJson<OwnedLetterResponse>(letterId === undefined ? 'POST' : 'PUT', target, letter, { headers: bearer(token) });
}

/** DELETE /api/update/{id}/letters/{letterId}. */
export async function removeLetter(memoryId: string, token: string, letterId: string): Promise<void> {
  const response = await fetch(`${API_BASE}${path(memoryId)}/${encodeURIComponent(letterId)}`, { method: 'DELETE', headers: bearer(token) });
  if (!response.ok) throw await errorOf(response);
}
