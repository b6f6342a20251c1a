import { hasControlCharacter } from '../shared/control-characters.js';

export const EMAIL_MAX_LENGTH = 254;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The spec's simple pattern: something@something.something, no spaces and no control characters. */
export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL.test(email) && !hasControlCharacter(email);
}
