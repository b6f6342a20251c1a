import type { CalendarDay } from './moon-phase-of-day.js';

const DAY_MS = 86_400_000;

/** 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Days since 1 January 1970 of a calendar day (a Thursday, weekday 4). */
const dayNumber = (day: CalendarDay) => Math.round(Date.UTC(day.year, day.month - 1, day.day) / DAY_MS);

export function weekdayOf(day: CalendarDay): Weekday {
  return ((((dayNumber(day) + 4) % 7) + 7) % 7) as Weekday;
}

/** Whole days from `start` to `now` (24 hours each, as the counter counts them); zero before the start. */
export function wholeDaysBetween(start: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / DAY_MS));
}

/**
 * The weekends (a Saturday and its Sunday) lived together from the first day to today, both calendar days: the
 * weekend they met in counts (even when they met on its Sunday), and so does the one going on today.
 */
export function weekendsBetween(first: CalendarDay, today: CalendarDay): number {
  const from = dayNumber(first);
  const to = dayNumber(today);
  if (to < from) return 0;
  // The Saturday of the first weekend still touching `from`: the day before when `from` is a Sunday.
  const firstSaturday = from + ((6 - weekdayOf(first) + 7) % 7) - (weekdayOf(first) === 0 ? 7 : 0);
  return to < firstSaturday ? 0 : Math.floor((to - firstSaturday) / 7) + 1;
}
