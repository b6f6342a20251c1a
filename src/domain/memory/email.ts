import { hasControlCharacter } from '../shared/control-characters.js';
import { EmailInvalidError } from './memory-errors.js';

const MAX_LENGTH = 254;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A buyer's e-mail address as the product keeps it: checked against the spec's simple pattern and normalised (no
 * surrounding spaces, lower case). Only `Email.parse` makes one, so a value of this type was checked once, here.
 */
export type Email = string & { readonly __brand: 'Email' };

export const Email = {
  /** The longest address accepted (RFC 5321's path limit). */
  MAX_LENGTH,

  /** The spec's simple pattern: something@something.something, no spaces and no control characters. */
  isValid(raw: string): boolean {
    const email = raw.trim();
    return email.length <= MAX_LENGTH && SIMPLE_EMAIL.test(email) && !hasControlCharacter(email);
  },

  /** The address, normalised; throws `EmailInvalidError` ('memory.email-invalid') when it does not look like one. */
  parse(raw: string): Email {
    if (!Email.isValid(raw)) throw new EmailInvalidError();
    return raw.trim().toLowerCase() as Email;
  },
} as const;
