import { describe, expect, it } from 'vitest';
import { coupleNumbers } from '../../../src/domain/couple-numbers/couple-numbers.js';
import { dayMilestone, nextDayMilestone } from '../../../src/domain/couple-numbers/day-milestones.js';
import { weekdayOf, weekendsBetween, wholeDaysBetween } from '../../../src/domain/couple-numbers/days-together.js';
import { principalPhaseInstant } from '../../../src/domain/couple-numbers/lunar-phases.js';
import { fullMoonsBetween, moonPhaseOfDay } from '../../../src/domain/couple-numbers/moon-phase-of-day.js';
import { solarLongitude, southernSeasonAt } from '../../../src/domain/couple-numbers/southern-season.js';

const day = (iso: string) => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
};
/** São Paulo wall time (UTC−3 since 2019, and on every date used here) as an instant. */
const sp = (local: string) => new Date(`${local}:00-03:00`);

describe('the weekday of the first day', () => {
  it.each([
    ['1900-01-01', 1],
    ['1970-01-01', 4],
    ['2000-01-01', 6],
    ['2021-06-12', 6],
    ['2024-02-29', 4],
    ['2026-11-29', 0],
  ])('%s is weekday %i (0 Sunday)', (date, weekday) => {
    expect(weekdayOf(day(date))).toBe(weekday);
  });
});

describe('the moon of that night, as a calendar in São Paulo prints it', () => {
  it.each([
    ['full moon at 14:54 in São Paulo', '2024-01-25', 'full'],
    ['full moon at 21:33 in São Paulo, already the 27th in UTC', '2023-12-26', 'full'],
    ['the next day in UTC is no longer full', '2023-12-27', 'waningGibbous'],
    ['new moon (the eclipse of 8 April 2024)', '2024-04-08', 'new'],
    ['first quarter', '2000-01-14', 'firstQuarter'],
    ['last quarter', '2026-06-08', 'lastQuarter'],
    ['the day before a full moon', '2024-01-24', 'waxingGibbous'],
    ['the day after a full moon', '2024-01-26', 'waningGibbous'],
    ['the day after a new moon', '2024-04-09', 'waxingCrescent'],
    ['the day before a new moon', '2024-04-07', 'waningCrescent'],
    ['29 February', '2024-02-29', 'waningGibbous'],
    ['a start in 1900', '1900-01-15', 'full'],
  ])('%s: %s is %s', (_case, date, phase) => {
    expect(moonPhaseOfDay(day(date))).toBe(phase);
  });
});

describe('full moons lived together', () => {
  it.each([
    ['met an hour before a full moon', sp('2024-01-25T14:00'), sp('2024-01-25T15:00'), 1],
    ['met just after it', sp('2024-01-25T15:00'), sp('2024-02-24T09:00'), 0],
    ['the next one counts once it happens', sp('2024-01-25T15:00'), sp('2024-02-24T09:31'), 1],
    ['across 29 February', sp('2024-02-01T00:00'), sp('2024-03-31T00:00'), 2],
    ['met today', sp('2026-11-27T00:00'), sp('2026-11-27T10:00'), 0],
    ['2000 to 2030: a full moon every 29.53 days', sp('2000-01-01T00:00'), sp('2030-01-01T00:00'), 371],
  ])('%s', (_case, start, now, count) => {
    expect(fullMoonsBetween(start, now)).toBe(count);
  });

  it('a full moon at the very instant they met is not theirs; one at the instant now is', () => {
    const fullMoon = principalPhaseInstant(300, 2); // 23 April 2024, 23:48:59 UTC
    expect(fullMoonsBetween(fullMoon, new Date(fullMoon.getTime() + 24 * 3_600_000))).toBe(0);
    expect(fullMoonsBetween(new Date(fullMoon.getTime() - 24 * 3_600_000), fullMoon)).toBe(1);
  });
});

describe('weekends lived together (a Saturday and its Sunday; the one they met in counts)', () => {
  it.each([
    ['met on a Saturday, today', '2021-06-12', '2021-06-12', 1],
    ['met on a Sunday, today', '2021-06-13', '2021-06-13', 1],
    ['met on a Friday, today', '2021-06-11', '2021-06-11', 0],
    ['met on a Friday, the Saturday after', '2021-06-11', '2021-06-12', 1],
    ['met on a Sunday, the next Saturday', '2021-06-13', '2021-06-19', 2],
    ['a week from Monday to Sunday, across 29 February', '2024-02-26', '2024-03-03', 1],
    ['a whole leap year from a Monday', '2024-01-01', '2024-12-31', 52],
    ['today before the first day', '2021-06-13', '2021-06-12', 0],
  ])('%s', (_case, first, today, count) => {
    expect(weekendsBetween(day(first), day(today))).toBe(count);
  });
});

describe('days together and the next round number', () => {
  it('whole days of 24 hours, never negative', () => {
    expect(wholeDaysBetween(sp('2024-02-28T20:00'), sp('2024-03-01T19:59'))).toBe(1);
    expect(wholeDaysBetween(sp('2024-02-28T20:00'), sp('2024-03-01T20:00'))).toBe(2);
    expect(wholeDaysBetween(sp('2024-02-28T20:00'), sp('2024-02-01T20:00'))).toBe(0);
  });

  it.each([
    [0, 100, 100],
    [1, 100, 99],
    [99, 100, 1],
    [100, 100, 0],
    [101, 200, 99],
    [988, 1000, 12],
    [1000, 1000, 0],
    [1001, 1500, 499],
    [4999, 5000, 1],
    [5000, 5000, 0],
    [5001, 6000, 999],
    [10000, 10000, 0],
  ])('%i days: %i, %i days left', (days, target, remaining) => {
    expect(dayMilestone(days)).toEqual({ target, remaining });
  });

  it('steps by five hundred from a thousand days on, and by a thousand from five thousand on', () => {
    expect(nextDayMilestone(999)).toBe(1000);
    expect(nextDayMilestone(1000)).toBe(1500);
    expect(nextDayMilestone(4999)).toBe(5000);
    expect(nextDayMilestone(5000)).toBe(6000);
  });
});

describe('the season they met in, southern hemisphere (astronomical seasons)', () => {
  it.each([
    ['the March equinox of 2023 is at 18:24 in São Paulo: before it, summer', sp('2023-03-20T18:00'), 'summer'],
    ['after it, autumn', sp('2023-03-20T18:30'), 'autumn'],
    ['just after the June solstice of 2021 (00:32)', sp('2021-06-21T01:00'), 'winter'],
    ['the September equinox of 2025 is at 15:19 in São Paulo: before it, winter', sp('2025-09-22T15:00'), 'winter'],
    ['after it, spring', sp('2025-09-22T15:30'), 'spring'],
    ['Christmas', sp('2024-12-25T00:00'), 'summer'],
    ['a July start in 1950', sp('1950-07-10T00:00'), 'winter'],
  ])('%s', (_case, instant, season) => {
    expect(southernSeasonAt(instant)).toBe(season);
  });

  it('reads the Sun’s apparent longitude as Meeus’s example 25.a does: 199.90895° on 13 October 1992, 0h TD', () => {
    expect(Math.abs(solarLongitude(new Date(Date.UTC(1992, 9, 13))) - 199.90895)).toBeLessThan(0.00002);
  });

  it.each([
    ['1903-06-01T00:00:00Z', 69.328153606657],
    ['2097-06-01T00:00:00Z', 71.34241154074698],
  ])('keeps every term in T of the Sun’s longitude: %s, as computed here, to the billionth of a degree', (instant, longitude) => {
    expect(solarLongitude(new Date(instant))).toBeCloseTo(longitude, 9);
  });

  it('puts the Sun at 0° at the March equinox of 2024 (03:06 UTC), and between 0° and 360° always', () => {
    const longitude = solarLongitude(new Date('2024-03-20T03:06:00Z'));
    expect(longitude).toBeGreaterThanOrEqual(0);
    expect(longitude).toBeLessThan(360);
    expect(Math.min(longitude, 360 - longitude)).toBeLessThan(0.01);
  });
});

describe('coupleNumbers: from the stored start alone', () => {
  const NOW = sp('2026-11-27T10:00');

  it('a start with a time', () => {
    expect(coupleNumbers('2021-06-12T20:30', NOW)).toEqual({
      weekday: 6,
      moonPhase: 'waxingCrescent',
      season: 'autumn',
      fullMoons: 68,
      weekends: 285,
      days: 1993,
      milestone: { target: 2000, remaining: 7 },
    });
  });

  it('a date alone starts at midnight in São Paulo', () => {
    expect(coupleNumbers('2024-01-25', NOW)).toMatchObject({ weekday: 4, moonPhase: 'full', season: 'summer', fullMoons: 36 });
  });

  it('met today: nothing lived yet but the day itself', () => {
    expect(coupleNumbers('2026-11-27', NOW)).toEqual({
      weekday: 5,
      moonPhase: 'waningGibbous',
      season: 'spring',
      fullMoons: 0,
      weekends: 0,
      days: 0,
      milestone: { target: 100, remaining: 100 },
    });
  });

  it('met on a Saturday: its weekend counts from the very instant they met, and not an hour before', () => {
    expect(coupleNumbers('2024-03-09T19:30', sp('2024-03-09T19:30'))).toMatchObject({ weekends: 1, days: 0 });
    expect(coupleNumbers('2024-03-09T19:30', sp('2024-03-09T18:30'))).toMatchObject({ weekends: 0, days: 0 });
  });

  it('a start still ahead has lived nothing', () => {
    expect(coupleNumbers('2026-11-28T09:00', NOW)).toMatchObject({ fullMoons: 0, weekends: 0, days: 0 });
  });

  it('nothing for a start that cannot be read', () => {
    expect(coupleNumbers('12/06/2021', NOW)).toBeNull();
    expect(coupleNumbers('2021-02-30', NOW)).toBeNull();
  });
});
