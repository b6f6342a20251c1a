/**
 * Every business error the domain and the use cases can raise. The HTTP adapter maps each to a status, and
 * src/texts/error-messages.pt-br.ts gives each its Portuguese sentence.
 */
export const DOMAIN_ERROR_CODES = [
  'memory.name-required',
  'memory.name-too-short',
  'memory.email-invalid',
  'memory.message-required',
  'memory.message-too-long',
  'memory.dating-since-invalid',
  'memory.dating-since-in-future',
  'memory.youtube-invalid',
  'memory.reveal-date-invalid',
  'memory.reveal-date-out-of-range',
  'memory.reveal-date-passed',
  'memory.photo-required',
  'memory.photo-limit-exceeded',
  'memory.photo-not-on-page',
  'memory.not-found',
  'memory.no-longer-available',
  'memory.invalid-transition',
  'memory.concurrent-update',
  'edit-token.missing',
  'edit-token.invalid',
  'email-correction.missing',
  'email-correction.invalid',
  'email-correction.expired',
  'share-card.missing',
  'share-card.invalid',
  'share-card.ask-owner',
  'order.not-allowed',
  'order.key-invalid',
  'photo.invalid-image',
  'photo.too-large',
  'photo.too-many-pixels',
  'text.control-character',
  'order.unpaid-limit',
  'reply.note-too-long',
  'reply.limit-reached',
  'reply.closed',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
