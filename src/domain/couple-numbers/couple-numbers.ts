import { datingSinceInstant, parseDatingSince } from '../memory/dating-since.js';
import { PRODUCT_TIME_ZONE, wallTimeAt } from '../shared/zoned-time.js';
import { dayMilestone, type DayMilestone } from './day-milestones.js';
import { weekdayOf, weekendsBetween, wholeDaysBetween, type Weekday } from './days-together.js';
import { fullMoonsBetween, moonPhaseOfDay, type MoonPhase } from './moon-phase-of-day.js';
import { southernSeasonAt, type Season } from './southern-season.js';

/** "Nossos números": what the start date and time alone say about a couple, as of `now`. */
export interface CoupleNumbers {
  readonly weekday: Weekday;
  readonly moonPhase: MoonPhase;
  readonly season: Season;
  readonly fullMoons: number;
  readonly weekends: number;
  readonly days: number;
  readonly milestone: DayMilestone;
}

/**
 * The couple's numbers from a stored `datingSince` ("2023-02-14" or "2023-02-14T19:30", read in the product's time
 * zone like the counter) and the current instant; null when the date cannot be read. The day they met is the calendar
 * day they gave; a start still ahead of `now` has lived nothing yet.
 */
export function coupleNumbers(datingSince: string, now: Date, timeZone: string = PRODUCT_TIME_ZONE): CoupleNumbers | null {
  const parsed = parseDatingSince(datingSince);
  if (!parsed) return null;
  const start = datingSinceInstant(parsed, timeZone);
  const first = { year: parsed.year, month: parsed.month, day: parsed.day };
  const days = wholeDaysBetween(start, now);
  return {
    weekday: weekdayOf(first),
    moonPhase: moonPhaseOfDay(first, timeZone),
    season: southernSeasonAt(start),
    fullMoons: now > start ? fullMoonsBetween(start, now) : 0,
    weekends: now >= start ? weekendsBetween(first, wallTimeAt(now, timeZone)) : 0,
    days,
    milestone: dayMilestone(days),
  };
}
