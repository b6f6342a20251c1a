import type { Middleware } from 'koa';
import { PaymentProviderUnavailableError } from '../../application/ports/payment-gateway.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { DomainErrorCode } from '../../domain/shared/error-codes.js';
import { errorSentence, PROCESSING_FAILED, REQUEST_ERROR_TEXT } from '../../texts/error-messages.pt-br.js';
import type { ErrorResponse } from './contract/memories.contract.js';
import { HttpError } from './http-error.js';

/** The status of every business error; its sentence comes from src/texts. A code without a status does not compile. */
const STATUS_BY_CODE = {
  'memory.name-required': 400,
  'memory.name-emoji-only': 400,
  'memory.name-too-short': 400,
  'memory.name-too-long': 400,
  'memory.email-invalid': 400,
  'memory.message-required': 400,
  'memory.message-too-long': 400,
  'memory.dating-since-invalid': 400,
  'memory.dating-since-in-future': 400,
  'memory.youtube-invalid': 400,
  'memory.youtube-not-embeddable': 400,
  'memory.youtube-not-found': 400,
  'memory.reveal-date-invalid': 400,
  'memory.reveal-date-out-of-range': 400,
  'memory.reveal-date-passed': 409,
  'look.palette-unknown': 400,
  'look.falling-emoji-unknown': 400,
  'look.reveal-style-unknown': 400,
  'delivery.needs-reveal-date': 400,
  'delivery.email-invalid': 400,
  'delivery.too-late': 409,
  'letters.not-on-plan': 403,
  'letters.too-many': 409,
  'letters.title-required': 400,
  'letters.title-too-long': 400,
  'letters.text-required': 400,
  'letters.text-too-long': 400,
  'letters.day-out-of-range': 400,
  'letters.already-open': 409,
  'letters.not-found': 404,
  'letters.sealed': 403,
  'question.required': 400,
  'question.too-long': 400,
  'question.hint-too-long': 400,
  'question.answer-required': 400,
  'question.answer-too-long': 400,
  'question.wrong-answer': 403,
  'question.too-many-tries': 429,
  'question.not-set': 404,
  'question.not-yet': 403,
  'sky.place-required': 400,
  'sky.place-too-long': 400,
  'sky.coordinates-invalid': 400,
  'sky.time-zone-unknown': 400,
  'memory.photo-required': 400,
  'memory.photo-limit-exceeded': 400,
  'memory.photo-not-on-page': 400,
  'memory.not-found': 404,
  'memory.no-longer-available': 410,
  'memory.invalid-transition': 409,
  'memory.concurrent-update': 409,
  'edit-token.missing': 401,
  'edit-token.invalid': 403,
  'email-correction.missing': 401,
  'email-correction.invalid': 403,
  'email-correction.expired': 410,
  'share-card.missing': 401,
  'share-card.invalid': 403,
  'share-card.ask-owner': 403,
  'order.not-allowed': 409,
  'order.key-invalid': 403,
  'photo.invalid-image': 400,
  'photo.too-large': 413,
  'photo.too-many-pixels': 400,
  'photo.staging-full': 503,
  'photo.upload-too-slow': 408,
  'text.control-character': 400,
  'order.unpaid-limit': 429,
  'reply.note-too-long': 400,
  'reply.limit-reached': 429,
  'reply.closed': 403,
  'music.search-not-offered': 404,
  'music.search-unavailable': 503,
  'story.moment-date-invalid': 400,
  'story.moment-date-in-future': 400,
  'story.moment-title-required': 400,
  'story.moment-title-too-long': 400,
  'story.moment-line-too-long': 400,
  'story.too-many-moments': 400,
  'story.not-in-plan': 400,
  'voice.not-on-plan': 403,
  'voice.not-audio': 400,
  'voice.too-long': 400,
  'voice.too-short': 400,
  'voice.too-large': 413,
  'voice.not-found': 404,
  'chapters.title-required': 400,
  'chapters.title-too-long': 400,
  'chapters.text-required': 400,
  'chapters.text-too-long': 400,
  'chapters.photo-count': 400,
  'chapters.year-not-open': 409,
  'chapters.already-written': 409,
  'chapters.not-found': 404,
} satisfies Record<DomainErrorCode, number>;

/** A business error's status and body. */
export function domainErrorToHttp(error: DomainError): { status: number; body: ErrorResponse } {
  const field = typeof error.details.field === 'string' ? error.details.field : undefined;
  return { status: STATUS_BY_CODE[error.code], body: { error: errorSentence(error), code: error.code, ...(field ? { field } : {}) } };
}

export interface ErrorLog {
  error(message: string, fields?: Readonly<Record<string, unknown>>): void;
}

/** The one place errors become answers. Unknown errors are logged and answered without any internal detail. */
export function errorToHttp(logger: (ctx: Parameters<Middleware>[0]) => ErrorLog): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof DomainError) {
        const { status, body } = domainErrorToHttp(error);
        ctx.status = status;
        const retryAfter = error.details.retryAfterSeconds;
        if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
        ctx.body = body;
      } else if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { error: error.publicMessage, code: error.code, ...(error.field ? { field: error.field } : {}) } satisfies ErrorResponse;
      } else if (isClientHttpError(error)) {
        const tooLarge = error.status === 413;
        ctx.status = error.status;
        ctx.body = {
          error: tooLarge ? REQUEST_ERROR_TEXT.tooLarge : REQUEST_ERROR_TEXT.invalid,
          code: tooLarge ? 'request.too-large' : 'request.invalid',
        } satisfies ErrorResponse;
      } else if (error instanceof PaymentProviderUnavailableError) {
        // The buyer sees the spec's create-failure toast; the order was already undone by the use case.
        logger(ctx).error('payment provider unavailable', { err: error });
        ctx.status = 502;
        ctx.body = { error: PROCESSING_FAILED, code: 'payment.provider-unavailable' } satisfies ErrorResponse;
      } else if (isStorageExhausted(error)) {
        logger(ctx).error('storage cannot be written', { err: error });
        ctx.status = 503;
        ctx.set('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
        ctx.body = { error: REQUEST_ERROR_TEXT.unavailable, code: 'service.unavailable' } satisfies ErrorResponse;
      } else {
        logger(ctx).error('request failed', { err: error });
        ctx.status = 500;
        ctx.body = { error: PROCESSING_FAILED, code: 'internal' } satisfies ErrorResponse;
      }
    }
  };
}

/**
 * What the file system and the databases say when nothing more can be written, or the database cannot be reached: a
 * full disk or quota, a read-only mount or file, PostgreSQL down, restarting or out of connections. The server is not
 * broken and the request was fine; it can succeed once an operator frees space, so it is
 * answered as unavailable for now (503 with Retry-After), never as an internal error. Read by code, along the chain of
 * causes (the persistence adapter wraps driver errors, keeping the original as `cause`).
 */
const STORAGE_EXHAUSTED_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'SQLITE_FULL',
  'SQLITE_READONLY',
  // PostgreSQL: disk full, read-only transaction, shutting down or starting, connection lost or refused.
  '53100',
  '25006',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  // A service reached over the network (the database, the object storage) that cannot be reached or did not answer.
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // The object storage adapter's own code for a service down, unreachable, timing out or failing on its side (5xx).
  'OBJECT_STORAGE_UNAVAILABLE',
]);
const STORAGE_RETRY_AFTER_SECONDS = 120;

export function isStorageExhausted(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (STORAGE_EXHAUSTED_CODES.has(code) || code.startsWith('SQLITE_READONLY_'))) return true;
    // The pool waited its whole timeout for a connection (the database is down or saturated).
    if ((current as { name?: unknown }).name === 'KnexTimeoutError') return true;
  }
  return false;
}

/**
 * Errors Koa and its body parsers raise for a client's mistake (malformed JSON, body too large). Their own text is
 * never sent: only a generic Portuguese sentence.
 */
function isClientHttpError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
