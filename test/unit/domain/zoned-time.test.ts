import { describe, expect, it } from 'vitest';
import { instantOfWallTime, PRODUCT_TIME_ZONE, wallTimeAt, type WallTime } from '../../../src/domain/shared/zoned-time.js';

const wall = (year: number, month: number, day: number, hour = 0, minute = 0): WallTime => ({ year, month, day, hour, minute });

describe('the product time zone', () => {
  it('is São Paulo', () => {
    expect(PRODUCT_TIME_ZONE).toBe('America/Sao_Paulo');
  });
});

describe('instantOfWallTime in America/Sao_Paulo', () => {
  it.each([
    ['today, UTC-3', wall(2026, 3, 10, 12, 0), '2026-03-10T15:00:00.000Z'],
    ['midnight, UTC-3', wall(2026, 3, 10), '2026-03-10T03:00:00.000Z'],
    ['late evening maps to the next UTC day', wall(2026, 3, 9, 23, 0), '2026-03-10T02:00:00.000Z'],
    ['a winter day before 2019, UTC-3', wall(2015, 7, 10, 12, 0), '2015-07-10T15:00:00.000Z'],
    ['historical summer time, UTC-2', wall(2015, 1, 10, 12, 0), '2015-01-10T14:00:00.000Z'],
    ['summer time in 2018, UTC-2', wall(2018, 12, 25, 20, 30), '2018-12-25T22:30:00.000Z'],
    ['after summer time was abolished, UTC-3', wall(2019, 12, 25, 20, 30), '2019-12-25T23:30:00.000Z'],
    ['29 February', wall(2024, 2, 29, 8, 15), '2024-02-29T11:15:00.000Z'],
    // Summer time started at midnight: 4 Nov 2018 00:00–00:59 never happened. A skipped time is read just after the gap,
    // on the same calendar day, never on the day before.
    ['midnight skipped by the 2018 clock change', wall(2018, 11, 4), '2018-11-04T03:00:00.000Z'],
    ['a time inside the 2018 gap', wall(2018, 11, 4, 0, 30), '2018-11-04T03:30:00.000Z'],
    ['the first real time after the 2018 gap', wall(2018, 11, 4, 1, 0), '2018-11-04T03:00:00.000Z'],
    // Summer time ended at midnight of 17 Feb 2019: 23:00–23:59 of 16 Feb happened twice; the first is taken.
    ['a repeated time takes its first occurrence', wall(2019, 2, 16, 23, 30), '2019-02-17T01:30:00.000Z'],
  ])('%s: %j → %s', (_case, wallTime, instant) => {
    expect(instantOfWallTime(wallTime).toISOString()).toBe(instant);
  });

  it('uses the given time zone', () => {
    expect(instantOfWallTime(wall(2026, 3, 10, 12, 0), 'UTC').toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(instantOfWallTime(wall(2026, 3, 10, 12, 0), 'Asia/Tokyo').toISOString()).toBe('2026-03-10T03:00:00.000Z');
  });
});

describe('wallTimeAt', () => {
  it.each([
    ['2026-03-10T15:00:00.000Z', { year: 2026, month: 3, day: 10, hour: 12, minute: 0, second: 0 }],
    ['2026-03-10T02:00:00.000Z', { year: 2026, month: 3, day: 9, hour: 23, minute: 0, second: 0 }],
    ['2026-01-01T02:59:59.000Z', { year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59 }],
    ['2015-01-10T14:00:00.000Z', { year: 2015, month: 1, day: 10, hour: 12, minute: 0, second: 0 }],
    ['2026-03-10T03:00:00.000Z', { year: 2026, month: 3, day: 10, hour: 0, minute: 0, second: 0 }],
  ])('%s reads %j in São Paulo', (instant, reading) => {
    expect(wallTimeAt(new Date(instant))).toEqual(reading);
  });
});

describe('round trip wall time → instant → wall time', () => {
  it.each([
    wall(1900, 1, 1),
    wall(1950, 6, 15, 9, 45),
    wall(1990, 1, 1, 0, 0),
    wall(2000, 2, 29, 23, 59),
    wall(2015, 1, 10, 12, 0),
    wall(2015, 7, 10, 12, 0),
    wall(2018, 11, 3, 23, 59),
    wall(2018, 11, 4, 1, 0),
    wall(2019, 2, 17, 0, 0),
    wall(2024, 2, 29, 0, 0),
    wall(2026, 3, 10, 12, 0),
    wall(2026, 12, 31, 23, 59),
  ])('%j', (wallTime) => {
    expect(wallTimeAt(instantOfWallTime(wallTime))).toEqual({ ...wallTime, second: 0 });
  });
});
