import type { ErrorResponse } from '../../adapters/http/contract/memories.contract.js';

/**
 * Reading the API, all the public page needs; requests that send data are in api-send.ts, so the page a QR code opens
 * never downloads them.
 */

/** Where the API lives; one constant so a separate API host stays possible. */
export const API_BASE = '/api';

/** A stored photo path ("/uploads/…") as the browser loads it; a public page may name its photos by full URL instead (PHOTO_PUBLIC_URL). */
export const photoUrl = (storedPath: string) => (/^https?:\/\//.test(storedPath) ? storedPath : `${API_BASE}${storedPath}`);

/** A failed call: `message` is the server's Portuguese `error` when it sent one, else null. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The error a failed answer stands for, with the server's Portuguese `error` and `code` when it sent them. */
export async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  return new ApiError(response.status, body?.error ?? null, body?.code ?? null);
}

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}
