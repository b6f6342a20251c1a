import { refuseControlCharacters } from '../shared/control-characters.js';
import { DomainError } from '../shared/domain-error.js';
import { instantOfWallTime, PRODUCT_TIME_ZONE, wallTimeAt, type WallTime } from '../shared/zoned-time.js';

/**
 * The day and time a page opens to its visitors (a "reveal date"), picked by the buyer in the product's time zone:
 * from the next calendar day on, up to the same day a year later. Until then the page shows only the two names and a
 * countdown; the owner may move or remove the date until it has passed.
 */
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export class RevealDateInvalidError extends DomainError {
  constructor() {
    super('memory.reveal-date-invalid');
  }
}

export class RevealDateOutOfRangeError extends DomainError {
  constructor() {
    super('memory.reveal-date-out-of-range');
  }
}

export class RevealDatePassedError extends DomainError {
  constructor() {
    super('memory.reveal-date-passed');
  }
}

const dayNumber = (wall: Pick<WallTime, 'year' | 'month' | 'day'>) => wall.year * 10000 + wall.month * 100 + wall.day;

function parseRevealWallTime(raw: string): WallTime | null {
  const match = PATTERN.exec(raw.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/** The days a reveal date may fall on, seen from `now`: tomorrow to the same day next year (28 Feb for a 29 Feb). */
export function revealDayRange(now: Date, timeZone: string = PRODUCT_TIME_ZONE): { first: string; last: string } {
  const today = wallTimeAt(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const lastDay = Math.min(today.day, new Date(Date.UTC(today.year + 1, today.month, 0)).getUTCDate());
  const iso = (year: number, month: number, day: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    first: iso(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate()),
    last: iso(today.year + 1, today.month, lastDay),
  };
}

/**
 * A reveal date as the form sends it ("2027-06-12T00:00", the product's time zone; empty for none), checked against
 * `now`: the instant it stands for, or null for none.
 */
export function validRevealDate(raw: string | null | undefined, now: Date, timeZone: string = PRODUCT_TIME_ZONE): Date | null {
  refuseControlCharacters('revealAt', raw);
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const wall = parseRevealWallTime(raw);
  if (!wall) throw new RevealDateInvalidError();
  const range = revealDayRange(now, timeZone);
  const day = dayNumber(wall);
  if (day < Number(range.first.replaceAll('-', '')) || day > Number(range.last.replaceAll('-', ''))) throw new RevealDateOutOfRangeError();
  return instantOfWallTime(wall, timeZone);
}

/** A reveal instant as the form shows it: "2027-06-12T00:00" in the product's time zone. */
export function revealDateInput(instant: Date, timeZone: string = PRODUCT_TIME_ZONE): string {
  const wall = wallTimeAt(instant, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * The owner's change of a page's reveal date: the same date again (as the edit form sends it back) is no change,
 * even once it is near or past; any other change, a removal included, only while the page has not opened yet.
 */
export function revealDateAfterEdit(
  current: Date | null,
  raw: string | null | undefined,
  now: Date,
  timeZone: string = PRODUCT_TIME_ZONE,
): Date | null {
  if (raw === undefined) return current;
  if (current !== null && raw !== null && raw.trim() === revealDateInput(current, timeZone)) return current;
  if (current !== null && current.getTime() <= now.getTime()) throw new RevealDatePassedError();
  return validRevealDate(raw, now, timeZone);
}

/** Whether a page with this reveal instant is still closed to its visitors at `now`. */
export function isSealed(revealAt: Date | null, now: Date): boolean {
  return revealAt !== null && now.getTime() < revealAt.getTime();
}
