import { DomainError } from '../shared/domain-error.js';

export type NameField = 'yourName' | 'lovedName';

export class NameRequiredError extends DomainError {
  constructor(field: NameField) {
    super('memory.name-required', { field });
  }
}

/** The name held only what a name may not (emoji, symbols): cleaned, nothing is left. */
export class NameEmojiOnlyError extends DomainError {
  constructor(field: NameField) {
    super('memory.name-emoji-only', { field });
  }
}

export class NameTooShortError extends DomainError {
  constructor(field: NameField) {
    super('memory.name-too-short', { field });
  }
}

/** The name, once cleaned, has `excess` characters beyond the limit: it is refused whole, never cut. */
export class NameTooLongError extends DomainError {
  constructor(field: NameField, limit: number, excess: number) {
    super('memory.name-too-long', { field, limit, excess });
  }
}

export class EmailInvalidError extends DomainError {
  constructor() {
    super('memory.email-invalid');
  }
}

export class MessageRequiredError extends DomainError {
  constructor() {
    super('memory.message-required');
  }
}

export class MessageTooLongError extends DomainError {
  constructor(limit: number) {
    super('memory.message-too-long', { limit });
  }
}

/**
 * A new order refused before it is read: one client sent too many within the hour, or the shop holds as many unpaid
 * orders as it takes (`scope` says which). The buyer is asked to come back after `retryAfterSeconds`.
 */
export class UnpaidOrderLimitError extends DomainError {
  constructor(scope: 'client' | 'shop', retryAfterSeconds: number) {
    super('order.unpaid-limit', { scope, retryAfterSeconds });
  }
}

export class YoutubeLinkInvalidError extends DomainError {
  constructor() {
    super('memory.youtube-invalid');
  }
}

export class PhotoNotOnPageError extends DomainError {
  constructor() {
    super('memory.photo-not-on-page');
  }
}

export class MemoryNotFoundError extends DomainError {
  constructor() {
    super('memory.not-found');
  }
}

/** The page existed and was public, but its year is over or its payment was reversed. */
export class MemoryNoLongerAvailableError extends DomainError {
  constructor(reason: 'expired' | 'suspended') {
    super('memory.no-longer-available', { reason });
  }
}

export class MemoryConcurrentUpdateError extends DomainError {
  constructor() {
    super('memory.concurrent-update');
  }
}

export class EditTokenMissingError extends DomainError {
  constructor() {
    super('edit-token.missing');
  }
}

export class EditTokenInvalidError extends DomainError {
  constructor() {
    super('edit-token.invalid');
  }
}
