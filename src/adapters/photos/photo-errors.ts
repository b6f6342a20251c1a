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

/** `format: 'heic'`: a HEIC above its own lower limit, which a JPEG of the same photo would not be held to. */
export class PhotoTooManyPixelsError extends DomainError {
  constructor(limitPixels: number, format?: 'heic') {
    super('photo.too-many-pixels', format ? { limitPixels, format } : { limitPixels });
  }
}
