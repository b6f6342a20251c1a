/**
 * A reason the product cannot start that the operator can fix (a path, a variable): its message is the one line
 * printed, in Portuguese, without a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
