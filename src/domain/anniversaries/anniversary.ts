import { parseDatingSince } from '../memory/dating-since.js';
import { PRODUCT_TIME_ZONE, wallTimeAt } from '../shared/zoned-time.js';

/** A calendar day (no time, no zone): the day as it is read in the product's time zone. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
}

/**
 * A day that completes whole months since the start date: `yearly` when they make whole years (12 months is "1 ano").
 * `years` and `months` split the total: 14 months are 1 year and 2 months.
 */
export interface Anniversary {
  readonly kind: 'monthly' | 'yearly';
  readonly totalMonths: number;
  readonly years: number;
  readonly months: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whether `day` is a calendar anniversary of a relationship that started on `start`, and of how many months. Each month
 * the same day of the month; a day the month does not have (a 31st, a 30th in February, 29 February in a common year)
 * falls on that month's last day. The start day itself is not an anniversary, nor any day before it. The spec's
 * 30-day counter is another rule (time-together) and stays as it is.
 */
export function anniversaryOn(start: CalendarDay, day: CalendarDay): Anniversary | null {
  const totalMonths = (day.year - start.year) * 12 + (day.month - start.month);
  if (totalMonths <= 0) return null;
  if (day.day !== Math.min(start.day, daysInMonth(day.year, day.month))) return null;
  const months = totalMonths % 12;
  return { kind: months === 0 ? 'yearly' : 'monthly', totalMonths, years: Math.floor(totalMonths / 12), months };
}

/** The calendar day of an instant in the product's time zone (São Paulo), as the start date is read. */
export function calendarDayAt(instant: Date, timeZone: string = PRODUCT_TIME_ZONE): CalendarDay {
  const { year, month, day } = wallTimeAt(instant, timeZone);
  return { year, month, day };
}

/** The anniversary a page's stored start date (`datingSince`) has on the day of `now` in São Paulo; null on other days. */
export function anniversaryAt(datingSince: string, now: Date, timeZone: string = PRODUCT_TIME_ZONE): Anniversary | null {
  const start = parseDatingSince(datingSince);
  return start ? anniversaryOn(start, calendarDayAt(now, timeZone)) : null;
}

/** A yearly anniversary on the day of `now`, or null (a monthly one, or none). */
export function yearlyAnniversaryAt(datingSince: string, now: Date, timeZone: string = PRODUCT_TIME_ZONE): Anniversary | null {
  const anniversary = anniversaryAt(datingSince, now, timeZone);
  return anniversary?.kind === 'yearly' ? anniversary : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The start dates' month and day ("MM-DD") whose yearly anniversary falls on `day`: its own, and on a month's last day
 * also the later days that month lacks in that year (29 February on a common year's 28th). What a store filters
 * pages by before the rule above decides each one.
 */
export function startMonthDaysOfYearlyAnniversary(day: CalendarDay): readonly string[] {
  const last = daysInMonth(day.year, day.month);
  const days = day.day === last ? Array.from({ length: 32 - last }, (_, i) => last + i) : [day.day];
  return days.map((d) => `${pad(day.month)}-${pad(d)}`);
}
