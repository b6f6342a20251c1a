import { instantOfWallTime, PRODUCT_TIME_ZONE } from '../shared/zoned-time.js';
import { principalPhaseBefore, principalPhasesBetween, type PrincipalPhase } from './lunar-phases.js';

/** The eight phases, in the order of a lunation. */
export const MOON_PHASES = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;

export type MoonPhase = (typeof MOON_PHASES)[number];

export interface CalendarDay {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
}

/** A principal phase's place among the eight (its index times two); the days after it take the next one. */
const PRINCIPAL_INDEX: Record<PrincipalPhase, number> = { 0: 0, 1: 2, 2: 4, 3: 6 };

/**
 * The Moon's phase on a calendar day in the given time zone, as a lunar calendar prints it: the day on which a
 * principal phase (new, first quarter, full, last quarter) happens bears its name; the days between two principal
 * phases bear the one in between (crescent, gibbous). "The night they met" is the night of the day they met.
 */
export function moonPhaseOfDay(day: CalendarDay, timeZone: string = PRODUCT_TIME_ZONE): MoonPhase {
  const start = instantOfWallTime({ ...day, hour: 0, minute: 0 }, timeZone);
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  const end = instantOfWallTime({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, timeZone);
  const within = principalPhasesBetween(start, end)[0];
  if (within) return MOON_PHASES[PRINCIPAL_INDEX[within.phase]]!;
  return MOON_PHASES[PRINCIPAL_INDEX[principalPhaseBefore(start).phase] + 1]!;
}

/** How many full moons happened after `start`, up to and including `now`. */
export function fullMoonsBetween(start: Date, now: Date): number {
  return principalPhasesBetween(new Date(start.getTime() + 1), new Date(now.getTime() + 1)).filter((event) => event.phase === 2).length;
}
