import type { DomainErrorCode } from './error-codes.js';

/** Plain, non-personal facts about an error (a field name, a limit, a plan). */
export type ErrorDetails = Readonly<Record<string, string | number | boolean | null>>;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly details: ErrorDetails = {},
  ) {
    super(code);
    this.name = new.target.name;
  }
}
