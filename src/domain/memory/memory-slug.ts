import { NAME_MAX_LENGTH } from './memory-name.js';

/** Latin letters that lose no accent when taken apart (NFD keeps them whole): spelled as a reader of Portuguese would. */
const WHOLE_LATIN_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * The word that stands in the address for a name it cannot spell, one with no Latin letter (李华, Ελένη, 2024): two
 * such names make "eu-e-voce", and the address always starts with a letter.
 */
export const ADDRESS_STAND_INS = { yourName: 'eu', lovedName: 'voce' } as const;

/** Accents folded, lower case, anything else becomes a single hyphen; at most NAME_MAX_LENGTH characters. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => WHOLE_LATIN_LETTERS[letter]!)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, NAME_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** Whether the address spells the name (it holds a Latin letter), rather than putting its stand-in in its place. */
export function spelledInAddress(name: string): boolean {
  return /[a-z]/.test(slugify(name));
}

/** The public path's first segment: "Ana Júlia" and "João" give "ana-julia-e-joao", "Ana" and "李华" "ana-e-voce". */
export function memorySlug(yourName: string, lovedName: string): string {
  const part = (name: string, standIn: string) => (spelledInAddress(name) ? slugify(name) : standIn);
  return `${part(yourName, ADDRESS_STAND_INS.yourName)}-e-${part(lovedName, ADDRESS_STAND_INS.lovedName)}`;
}
