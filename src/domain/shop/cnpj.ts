/** The weights of a CNPJ's two check digits, over its first 12 and 13 digits (Receita Federal's module 11). */
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The 14 characters of a CNPJ written with or without its punctuation (`12.345.678/0001-95` or `12345678000195`), or
 * null when it is not one: a wrong length, other characters, all digits the same, or check digits that do not match.
 * The alphanumeric CNPJ of 2026 (`12.ABC.345/01DE-35`: letters in the first 12 places, each worth its character code
 * minus 48) is checked the same way.
 */
export function cnpjDigits(text: string): string | null {
  const trimmed = text.trim().toUpperCase();
  if (!/^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[./-]/g, '');
  if (/^(\d)\1{13}$/.test(digits)) return null;
  const numbers = [...digits].map((character) => character.charCodeAt(0) - 48);
  const first = checkDigit(numbers, FIRST_WEIGHTS);
  const second = checkDigit(numbers, SECOND_WEIGHTS);
  return numbers[12] === first && numbers[13] === second ? digits : null;
}

/** `12.345.678/0001-95`, from the 14 characters. */
export function formatCnpj(digits: string): string {
  return digits.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
