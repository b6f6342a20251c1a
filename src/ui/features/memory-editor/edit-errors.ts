import { ApiError } from '../../lib/api-client.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';

/** The edit token was refused. */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The spec's save-failure sentence. A 4xx answer also carries the server's Portuguese sentence saying what to fix
 * (a date in the future, a photo that is not an image…), so it is appended; other failures keep the spec's text.
 */
export function saveFailedText(error: unknown): string {
  const detail = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : null;
  return detail && detail !== MESSAGES.editSaveFailed ? `${MESSAGES.editSaveFailed} ${detail}` : MESSAGES.editSaveFailed;
}
