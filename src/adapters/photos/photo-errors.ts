import { DomainError } from '../../domain/shared/domain-error.js';

/** The bytes are not a JPEG, PNG, WebP, GIF, AVIF or HEIC/HEIF image that decodes completely. */
export class PhotoInvalidImageError extends DomainError {
  /** `cause` keeps the decoder's message for the logs; it is never sent to the client. */
  constructor(cause?: unknown) {
    super('photo.invalid-image');
    if (cause !== undefined) this.cause = cause;
  }
}

export class PhotoTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super('photo.too-large', { limitBytes });
  }
}

export class PhotoTooManyPixelsError extends DomainError {
  constructor(limitPixels: number) {
    super('photo.too-many-pixels', { limitPixels });
  }
}
