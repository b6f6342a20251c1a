import { DomainError } from '../shared/domain-error.js';
import { Email } from './email.js';

/** How long after the order its buyer may still correct the address, from the browser that placed it. */
export const EMAIL_CORRECTION_WINDOW_MS = 60 * 60 * 1000;

/** The correction was asked without the key the browser kept when it placed the order. */
export class EmailCorrectionKeyMissingError extends DomainError {
  constructor() {
    super('email-correction.missing');
  }
}

/** The key does not belong to this order (or the order has none). */
export class EmailCorrectionKeyInvalidError extends DomainError {
  constructor() {
    super('email-correction.invalid');
  }
}

/** The order is older than the correction window: the address stays as it is. */
export class EmailCorrectionExpiredError extends DomainError {
  constructor() {
    super('email-correction.expired');
  }
}

/**
 * The buyer's own correction of a mistyped address, within an hour of the order (`orderedAt`): the address the page's
 * e-mails go to from now on. The caller checks who asks (the ordering browser's key).
 */
export function correctedEmail(orderedAt: Date, email: string, now: Date): Email {
  if (now.getTime() - orderedAt.getTime() >= EMAIL_CORRECTION_WINDOW_MS) throw new EmailCorrectionExpiredError();
  return Email.parse(email);
}
