import type { PlanId } from '../plan/plan.js';
import { planHasLetters } from './letters-plan.js';
import { refuseControlCharacters } from '../shared/control-characters.js';
import { DomainError } from '../shared/domain-error.js';
import { instantOfWallTime, PRODUCT_TIME_ZONE, wallTimeAt } from '../shared/zoned-time.js';

/**
 * "Cartas para o futuro" (Pra Sempre): up to 12 short letters on a page, each sealed until its own day (from tomorrow
 * up to five years ahead, the product's time zone). Until its day a visitor sees its envelope ("Abre em 12/07") and
 * never its text; from its day on, the first opening is told to the buyer. The owner writes, edits or removes a letter
 * until its day; from then on it is what was sent, and stays.
 */
export interface FutureLetter {
  readonly memoryId: string;
  /** The letter's id on its page. */
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** The day it opens, "YYYY-MM-DD" in the product's time zone: from that day's midnight on. */
  readonly opensOn: string;
  readonly createdAt: Date;
  /** When a visitor first opened it, from its day on; null until then. */
  readonly openedAt: Date | null;
}

/** A letter as the owner types it. */
export interface LetterInput {
  readonly title: string;
  readonly text: string;
  readonly opensOn: string;
}

export const LETTERS_MAX = 12;
export const LETTER_TITLE_MAX = 80;
export const LETTER_TEXT_MAX = 2000;
export const LETTER_YEARS_AHEAD = 5;

export class LettersNotOnPlanError extends DomainError {
  constructor() {
    super('letters.not-on-plan');
  }
}

export class TooManyLettersError extends DomainError {
  constructor() {
    super('letters.too-many');
  }
}

export class LetterTitleRequiredError extends DomainError {
  constructor() {
    super('letters.title-required');
  }
}

export class LetterTitleTooLongError extends DomainError {
  constructor() {
    super('letters.title-too-long');
  }
}

export class LetterTextRequiredError extends DomainError {
  constructor() {
    super('letters.text-required');
  }
}

export class LetterTextTooLongError extends DomainError {
  constructor() {
    super('letters.text-too-long');
  }
}

export class LetterDayOutOfRangeError extends DomainError {
  constructor() {
    super('letters.day-out-of-range');
  }
}

export class LetterAlreadyOpenError extends DomainError {
  constructor() {
    super('letters.already-open');
  }
}

export class LetterSealedError extends DomainError {
  constructor() {
    super('letters.sealed');
  }
}

export class LetterNotFoundError extends DomainError {
  constructor() {
    super('letters.not-found');
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The days a letter may open on, seen from `now`: tomorrow to the same day five years on (28 Feb for a 29 Feb). */
export function letterDayRange(now: Date, timeZone: string = PRODUCT_TIME_ZONE): { first: string; last: string } {
  const today = wallTimeAt(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const lastYear = today.year + LETTER_YEARS_AHEAD;
  const lastDay = Math.min(today.day, new Date(Date.UTC(lastYear, today.month, 0)).getUTCDate());
  return { first: iso(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate()), last: iso(lastYear, today.month, lastDay) };
}

/** A real calendar day as "YYYY-MM-DD", or null. */
function calendarDay(raw: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(raw.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/** The instant a letter opens: its day's midnight in the product's time zone. */
export function letterOpensAt(letter: Pick<FutureLetter, 'opensOn'>, timeZone: string = PRODUCT_TIME_ZONE): Date {
  const day = calendarDay(letter.opensOn);
  if (!day) throw new Error(`a letter's day is not one: ${letter.opensOn}`);
  return instantOfWallTime({ ...day, hour: 0, minute: 0 }, timeZone);
}

export const isLetterOpen = (letter: Pick<FutureLetter, 'opensOn'>, now: Date): boolean => letterOpensAt(letter).getTime() <= now.getTime();

/** A letter's title, text and day, cleaned and checked against `now`. */
export function validLetter(input: LetterInput, now: Date): LetterInput {
  refuseControlCharacters('letterTitle', input.title);
  refuseControlCharacters('letterText', input.text);
  const title = input.title.trim().replace(/\s+/g, ' ');
  const text = input.text.replace(/\r\n?/g, '\n').trim();
  if (title === '') throw new LetterTitleRequiredError();
  if ([...title].length > LETTER_TITLE_MAX) throw new LetterTitleTooLongError();
  if (text === '') throw new LetterTextRequiredError();
  if ([...text].length > LETTER_TEXT_MAX) throw new LetterTextTooLongError();
  const day = calendarDay(input.opensOn);
  const range = letterDayRange(now);
  const opensOn = day ? iso(day.year, day.month, day.day) : '';
  if (!day || opensOn < range.first || opensOn > range.last) throw new LetterDayOutOfRangeError();
  return { title, text, opensOn };
}

/** A new letter on a page of `plan` that holds `count` letters already. */
export function newLetter(input: { memoryId: string; id: string; plan: PlanId; count: number; letter: LetterInput; now: Date }): FutureLetter {
  if (!planHasLetters(input.plan)) throw new LettersNotOnPlanError();
  if (input.count >= LETTERS_MAX) throw new TooManyLettersError();
  return { memoryId: input.memoryId, id: input.id, ...validLetter(input.letter, input.now), createdAt: input.now, openedAt: null };
}

/** The owner's change of a letter, until its day. */
export function editedLetter(letter: FutureLetter, input: LetterInput, now: Date): FutureLetter {
  assertStillSealed(letter, now);
  return { ...letter, ...validLetter(input, now) };
}

/** A letter may be removed until its day; from then on it was delivered and stays. */
export function assertRemovable(letter: FutureLetter, now: Date): void {
  assertStillSealed(letter, now);
}

/** The letter once a visitor opened it at `now`: only from its day on, and only the first time (null otherwise). */
export function firstOpening(letter: FutureLetter, now: Date): FutureLetter | null {
  if (letter.openedAt !== null || !isLetterOpen(letter, now)) return null;
  return { ...letter, openedAt: now };
}

/** The letters in the order a page shows them: by day, then as they were written. */
export function inOpeningOrder<Letter extends Pick<FutureLetter, 'opensOn' | 'createdAt' | 'id'>>(letters: readonly Letter[]): Letter[] {
  return [...letters].sort((a, b) => a.opensOn.localeCompare(b.opensOn) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

function assertStillSealed(letter: FutureLetter, now: Date): void {
  if (isLetterOpen(letter, now)) throw new LetterAlreadyOpenError();
}
