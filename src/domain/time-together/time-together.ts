import { datingSinceInstant, parseDatingSince } from '../memory/dating-since.js';

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export type TimeTogetherUnit = 'years' | 'months' | 'days' | 'hours' | 'minutes' | 'seconds';

/** Whole units elapsed, each below the next larger one (under 12 months, 30 days, 24 hours, 60 minutes and seconds). */
export type TimeTogether = Readonly<Record<TimeTogetherUnit, number>>;

const ZERO: TimeTogether = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };

/**
 * The counter's units, largest first: the order in which every place shows them. Read from ZERO, which names every
 * unit once, so the list and the value cannot disagree.
 */
export const TIME_TOGETHER_UNITS = Object.keys(ZERO) as readonly TimeTogetherUnit[];

/** Elapsed time from `start` to `now`, in the spec's units: 365-day years and 30-day months. Never negative. */
export function timeTogether(start: Date, now: Date): TimeTogether {
  let rest = Math.floor((now.getTime() - start.getTime()) / 1000);
  if (!(rest > 0)) return ZERO;
  const take = (unit: number) => {
    const whole = Math.floor(rest / unit);
    rest -= whole * unit;
    return whole;
  };
  return { years: take(YEAR), months: take(MONTH), days: take(DAY), hours: take(HOUR), minutes: take(MINUTE), seconds: take(SECOND) };
}

/** The same count from a stored `datingSince` ("2023-02-14" or "2023-02-14T19:30"); zero when it cannot be read. */
export function timeTogetherSince(datingSince: string, now: Date): TimeTogether {
  const parsed = parseDatingSince(datingSince);
  return parsed ? timeTogether(datingSinceInstant(parsed), now) : ZERO;
}

// Compatibility for the creation form's preview, which still imports the sentence from here. It lives in a module of
// its own so that only the preview's code carries those words; remove both once the preview uses src/texts.
