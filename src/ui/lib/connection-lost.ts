import { ApiError } from './api-client.js';

/** The request never got an answer: the network failed (offline, a dropped connection), not the server. */
export function isConnectionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
