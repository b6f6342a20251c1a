import type { ErrorResponse } from '../../adapters/http/contract/memories.contract.js';
import { API_BASE, ApiError, errorOf } from './api-client.js';

export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function postJson<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  return sendJson<T>('POST', path, body, init);
}

/** A JSON body to the API; the answer's JSON, or the `ApiError` of a failed answer. */
export async function sendJson<T>(method: 'POST' | 'PUT', path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

export interface UploadOptions {
  readonly headers?: Record<string, string>;
  /** Fraction of the request body sent so far, 0 to 1. */
  readonly onUploadProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * Sends a multipart form. XMLHttpRequest rather than fetch, because only it reports upload progress, which the
 * creation overlay shows while photos go up on mobile data.
 */
export function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onUploadProgress?.(1);
        resolve(body as T);
      } else {
        const error = body as Partial<ErrorResponse> | null;
        reject(new ApiError(xhr.status, error?.error ?? null, error?.code ?? null));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null, null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** DELETE: nothing back, or the `ApiError` of a failed answer. */
export async function sendDelete(path: string, init: RequestInit = {}): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { ...init, method: 'DELETE' });
  if (!response.ok) throw await errorOf(response);
}
