import type { NodemailerError } from 'nodemailer';
import { UndeliverableEmailError } from '../../application/ports/mailer.js';

const MAX_DETAIL_LENGTH = 200;

export interface SmtpFailureContext {
  /** Strings that must not appear in the error (see `SmtpUrl.secrets`). */
  readonly secrets: readonly string[];
  /** The buyer's address: servers quote it in their replies, and these messages end up in logs. */
  readonly recipient: string;
  /** Set when the send was cut short by the mailer's own time limit. */
  readonly timedOutAfterMs: number | null;
}

/**
 * The port's error for a failed SMTP send. Only a permanent reply (5xx) to RCPT TO or DATA condemns the e-mail: the
 * server looked at this recipient or this message and said no. A 5xx anywhere else (greeting, AUTH, MAIL FROM) is
 * about our server settings, which an operator can fix, so it stays retryable like 4xx, timeouts and refused
 * connections. 503 is excluded as nodemailer does: a bad command sequence, not a verdict on the message.
 *
 * The nodemailer error is not kept as `cause`: its message and `response` quote whatever the server said.
 */
export function smtpFailure(error: unknown, context: SmtpFailureContext): Error {
  const failure = asNodemailerError(error);
  const details = describe(failure, context);
  return isPermanentRejection(failure)
    ? new UndeliverableEmailError(`SMTP server refused the e-mail for good: ${details}`)
    : new Error(`SMTP delivery failed, worth retrying: ${details}`);
}

function isPermanentRejection(error: NodemailerError): boolean {
  const code = error.responseCode;
  const permanent = code !== undefined && code >= 500 && code < 600 && code !== 503;
  return permanent && (error.command === 'RCPT TO' || error.command === 'DATA');
}

function describe(error: NodemailerError, context: SmtpFailureContext): string {
  const codes = [error.code, error.originalCode].filter((code) => typeof code === 'string' && code !== '');
  const where = error.command === undefined ? '' : ` at ${error.command}`;
  const what = context.timedOutAfterMs !== null ? `no answer within ${context.timedOutAfterMs} ms` : (error.response ?? error.message);
  return `${codes.join('/') || 'error'}${where}: ${clean(what, context)}`;
}

function clean(text: string, context: SmtpFailureContext): string {
  let safe = text;
  for (const secret of [...context.secrets].filter((s) => s !== '').sort((a, b) => b.length - a.length)) {
    safe = safe.split(secret).join('[redacted]');
  }
  if (context.recipient !== '') safe = safe.replace(new RegExp(escapeRegExp(context.recipient), 'gi'), 'recipient');
  safe = safe
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1[redacted]@')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  return safe.length > MAX_DETAIL_LENGTH ? `${safe.slice(0, MAX_DETAIL_LENGTH - 1)}…` : safe;
}

function asNodemailerError(error: unknown): NodemailerError {
  if (error instanceof Error) return error as NodemailerError;
  return new Error(String(error));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
