import { describe, expect, it } from 'vitest';
import { TIME_TOGETHER_UNITS, timeTogether, timeTogetherSince } from '../../../src/domain/time-together/time-together.js';
import { NO_TIME_TOGETHER, timeTogetherOf } from '../../support/mothers/time-together.mother.js';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

const t = timeTogetherOf;
const ZERO = NO_TIME_TOGETHER;

describe('timeTogether: 365-day years and 30-day months (spec §4 Time-together)', () => {
  const START = new Date('2020-06-01T00:00:00.000Z');
  const after = (ms: number) => new Date(START.getTime() + ms);

  it.each([
    ['start == now', 0, ZERO],
    ['less than a second', 999, ZERO],
    ['one second', S, t(0, 0, 0, 0, 0, 1)],
    ['one and a half seconds', 1500, t(0, 0, 0, 0, 0, 1)],
    ['59 seconds', 59 * S, t(0, 0, 0, 0, 0, 59)],
    ['one minute', MIN, t(0, 0, 0, 0, 1, 0)],
    ['59:59', H - S, t(0, 0, 0, 0, 59, 59)],
    ['one hour', H, t(0, 0, 0, 1, 0, 0)],
    ['23:59:59', D - S, t(0, 0, 0, 23, 59, 59)],
    ['one day', D, t(0, 0, 1)],
    ['29 days 23:59:59', 30 * D - S, t(0, 0, 29, 23, 59, 59)],
    ['30 days is a month', 30 * D, t(0, 1, 0)],
    ['31 days', 31 * D, t(0, 1, 1)],
    ['60 days is two months', 60 * D, t(0, 2, 0)],
    ['364 days 23:59:59', 365 * D - S, t(0, 12, 4, 23, 59, 59)],
    ['365 days is a year', 365 * D, t(1, 0, 0)],
    ['366 days', 366 * D, t(1, 0, 1)],
    ['one of each unit', 365 * D + 30 * D + D + H + MIN + S, t(1, 1, 1, 1, 1, 1)],
    ['ten years of 365 days', 3650 * D, t(10, 0, 0)],
  ])('%s', (_case, elapsed, expected) => {
    expect(timeTogether(START, after(elapsed))).toEqual(expected);
  });

  it.each([
    ['one second ahead', S],
    ['one day ahead', D],
    ['a year ahead', 365 * D],
  ])('a start in the future (%s) counts zero', (_case, ahead) => {
    expect(timeTogether(after(ahead), START)).toEqual(ZERO);
  });

  it.each([
    ['a leap year has 366 days', '2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z', t(1, 0, 1)],
    ['a common year has 365 days', '2023-01-01T00:00:00Z', '2024-01-01T00:00:00Z', t(1, 0, 0)],
    ['29 Feb to 28 Feb of the next year', '2024-02-29T00:00:00Z', '2025-02-28T00:00:00Z', t(1, 0, 0)],
    ['29 Feb to 1 Mar of the next year', '2024-02-29T00:00:00Z', '2025-03-01T00:00:00Z', t(1, 0, 1)],
    ['29 Feb to 29 Feb four years later', '2024-02-29T00:00:00Z', '2028-02-29T00:00:00Z', t(4, 0, 1)],
    ['31 Jan to 28 Feb is not a month', '2025-01-31T00:00:00Z', '2025-02-28T00:00:00Z', t(0, 0, 28)],
    ['31 Jan to 2 Mar is 30 days', '2025-01-31T00:00:00Z', '2025-03-02T00:00:00Z', t(0, 1, 0)],
    ['31 Jan to 1 Mar in a leap year is 30 days', '2024-01-31T00:00:00Z', '2024-03-01T00:00:00Z', t(0, 1, 0)],
    ['30 Apr to 31 May', '2025-04-30T00:00:00Z', '2025-05-31T00:00:00Z', t(0, 1, 1)],
    ['31 Dec to 1 Jan', '2025-12-31T23:00:00Z', '2026-01-01T01:00:00Z', t(0, 0, 0, 2)],
  ])('%s', (_case, start, now, expected) => {
    expect(timeTogether(new Date(start), new Date(now))).toEqual(expected);
  });

  it('is zero for an unreadable start', () => {
    expect(timeTogether(new Date('invalid'), START)).toEqual(ZERO);
  });
});

describe('timeTogetherSince: a stored datingSince read in São Paulo', () => {
  it.each([
    // a date alone starts at São Paulo midnight, 03:00 UTC
    ['a date alone, one second after São Paulo midnight', '2026-03-10', '2026-03-10T03:00:01Z', t(0, 0, 0, 0, 0, 1)],
    ['a date alone, before São Paulo midnight although UTC midnight passed', '2026-03-10', '2026-03-10T02:59:59Z', ZERO],
    ['a date alone, at São Paulo midnight', '2026-03-10', '2026-03-10T03:00:00Z', ZERO],
    ['a date alone, the day before at noon', '2026-03-09', '2026-03-10T15:00:00Z', t(0, 0, 1, 12)],
    ['a date and time', '2026-03-10T12:00', '2026-03-10T15:30:15Z', t(0, 0, 0, 0, 30, 15)],
    ['a date and time one year earlier', '2025-03-10T12:00', '2026-03-10T15:00:00Z', t(1, 0, 0)],
    ['a date and time in the future', '2026-03-10T12:01', '2026-03-10T15:00:00Z', ZERO],
    ['a start during historical summer time (UTC-2)', '2015-01-10T12:00', '2015-01-10T14:00:01Z', t(0, 0, 0, 0, 0, 1)],
    // midnight of 4 Nov 2018 never happened in São Paulo: the day starts at 01:00 (03:00 UTC)
    ['a date alone on the day summer time began', '2018-11-04', '2018-11-05T03:00:00Z', t(0, 0, 1)],
    ['an unreadable value', 'desde sempre', '2026-03-10T15:00:00Z', ZERO],
    ['an impossible date', '2023-02-30', '2026-03-10T15:00:00Z', ZERO],
  ])('%s: %j at %s', (_case, datingSince, now, expected) => {
    expect(timeTogetherSince(datingSince, new Date(now))).toEqual(expected);
  });
});

describe('TIME_TOGETHER_UNITS: the counter’s units, largest first', () => {
  it('lists every unit of the value, in order', () => {
    expect(TIME_TOGETHER_UNITS).toEqual(['years', 'months', 'days', 'hours', 'minutes', 'seconds']);
    expect(Object.keys(timeTogether(new Date('2020-06-01T00:00:00Z'), new Date('2021-07-02T01:01:01Z'))).sort()).toEqual(
      [...TIME_TOGETHER_UNITS].sort(),
    );
  });
});
