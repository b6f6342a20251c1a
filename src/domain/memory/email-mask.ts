/** The bullet that stands for the hidden part of an address. */
const HIDDEN = '•••';

/**
 * An address as the buyer may be shown it on a screen others can see: the first letter, then the provider in full, so
 * a slip in the provider shows ("ana@gmial.com" → "a•••@gmial.com"). Anything that is not an address is fully hidden.
 */
export function maskEmail(email: string): string {
  const text = email.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return HIDDEN;
  return `${Array.from(text)[0]}${HIDDEN}${text.slice(at)}`;
}
