import type { TimeTogether } from '../../../src/domain/time-together/time-together.js';

/** A TimeTogether value written as the counter reads it: years, months, days, then hours, minutes and seconds. */
export const timeTogetherOf = (years: number, months: number, days: number, hours = 0, minutes = 0, seconds = 0): TimeTogether => ({
  years,
  months,
  days,
  hours,
  minutes,
  seconds,
});

export const NO_TIME_TOGETHER = timeTogetherOf(0, 0, 0);
