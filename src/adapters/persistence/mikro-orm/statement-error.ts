/**
 * A failed statement without the statement: MikroORM and the SQLite driver quote the whole SQL in their messages, values
 * included (a buyer's e-mail, a page's text, a queued payload), and those messages end up in the logs. This keeps what
 * failed and SQLite's own words ("SQLITE_BUSY: database is locked"); the original stays as `cause` for a debugger.
 */
export function statementError(what: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  // The driver's text comes last, after " - "; a value quoted before it cannot come after it.
  const driverText = /(?:^|.* - )(SQLITE_[A-Z_]+: .*)$/s.exec(message)?.[1] ?? (error as { code?: unknown } | null)?.code;
  return new Error(`${what} failed${typeof driverText === 'string' ? `: ${driverText}` : ''}`, { cause: error });
}
