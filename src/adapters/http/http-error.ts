import type { HttpErrorCode } from './contract/memories.contract.js';

/** An error the HTTP edge itself decides (bad shape, too large, too many requests), already in Portuguese. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: Exclude<HttpErrorCode, 'internal'>,
    readonly publicMessage: string,
    readonly field?: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}
