import { refuseControlCharacters } from '../shared/control-characters.js';
import { DomainError } from '../shared/domain-error.js';
import { instantOfWallTime, PRODUCT_TIME_ZONE, wallTimeAt, type WallTime } from '../shared/zoned-time.js';

export const EARLIEST_DATING_YEAR = 1900;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

export interface DatingSince {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Null when the buyer gave only the date: the count then starts at midnight. */
  readonly time: { readonly hour: number; readonly minute: number } | null;
}

export class DatingSinceInvalidError extends DomainError {
  constructor() {
    super('memory.dating-since-invalid');
  }
}

export class DatingSinceInFutureError extends DomainError {
  constructor() {
    super('memory.dating-since-in-future');
  }
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2023-02-14" or "2023-02-14T19:30"; null for anything else, impossible dates (30 Feb, 24:00) included. */
export function parseDatingSince(raw: string): DatingSince | null {
  const match = PATTERN.exec(raw.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_DATING_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (match[4] === undefined) return { year, month, day, time: null };
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (hour > 23 || minute > 59) return null;
  return { year, month, day, time: { hour, minute } };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatDatingSince(value: DatingSince): string {
  const date = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  return value.time ? `${date}T${pad(value.time.hour)}:${pad(value.time.minute)}` : date;
}

/** The date part only, as the edit page shows it. */
export function datePartOf(datingSince: string): string {
  return datingSince.split('T')[0] ?? '';
}

function wallTimeOf(value: DatingSince): WallTime {
  return { year: value.year, month: value.month, day: value.day, hour: value.time?.hour ?? 0, minute: value.time?.minute ?? 0 };
}

/** When the relationship started, read in the product's time zone. */
export function datingSinceInstant(value: DatingSince, timeZone: string = PRODUCT_TIME_ZONE): Date {
  return instantOfWallTime(wallTimeOf(value), timeZone);
}

/**
 * Validates and canonicalises a start date against the current instant. A date alone is in the future only from the
 * next calendar day on (in the product's time zone); a date with a time, from the next minute on.
 */
export function validDatingSince(raw: string, now: Date, timeZone: string = PRODUCT_TIME_ZONE): string {
  refuseControlCharacters('datingSince', raw);
  const parsed = parseDatingSince(raw);
  if (!parsed) throw new DatingSinceInvalidError();
  if (parsed.time === null) {
    const today = wallTimeAt(now, timeZone);
    const given = parsed.year * 10000 + parsed.month * 100 + parsed.day;
    if (given > today.year * 10000 + today.month * 100 + today.day) throw new DatingSinceInFutureError();
  } else if (datingSinceInstant(parsed, timeZone).getTime() > now.getTime()) {
    throw new DatingSinceInFutureError();
  }
  return formatDatingSince(parsed);
}
