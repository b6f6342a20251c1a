import { DomainError } from './domain-error.js';

/**
 * Characters no text a person types holds: the C0 controls but tab and the line breaks (NUL among them), DEL, the C1
 * controls, the Unicode line and paragraph separators, and either half of a surrogate pair left alone (not a character
 * at all once encoded). They arrive from scanners and broken clients only, and each layer below would read them its
 * own way (a C string ends at NUL, a JSON reader or a mail header breaks at U+2028): they are refused, never cleaned.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** A text field holds a control character (see hasControlCharacter); `field` names it, never its value. */
export class ControlCharacterError extends DomainError {
  constructor(field: string) {
    super('text.control-character', { field });
  }
}

/** Throws ControlCharacterError for `field` when `text` holds a control character. */
export function refuseControlCharacters(field: string, text: string | null | undefined): void {
  if (text && hasControlCharacter(text)) throw new ControlCharacterError(field);
}
