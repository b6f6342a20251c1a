import { describe, expect, it } from 'vitest';
import {
  anniversaryAt,
  anniversaryOn,
  startMonthDaysOfYearlyAnniversary,
  yearlyAnniversaryAt,
  type CalendarDay,
} from '../../../src/domain/anniversaries/anniversary.js';

const day = (iso: string): CalendarDay => {
  const [year, month, d] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: d! };
};

const on = (start: string, today: string) => anniversaryOn(day(start), day(today));

describe('calendar anniversaries of the start date', () => {
  it.each([
    ['2024-03-10', '2024-04-10', 'monthly', 0, 1, 1],
    ['2024-03-10', '2024-08-10', 'monthly', 0, 5, 5],
    ['2024-03-10', '2025-03-10', 'yearly', 1, 0, 12],
    ['2024-03-10', '2025-05-10', 'monthly', 1, 2, 14],
    ['2024-03-10', '2026-03-10', 'yearly', 2, 0, 24],
    ['1990-12-25', '2040-12-25', 'yearly', 50, 0, 600],
  ] as const)('%s on %s: %s, %i years and %i months', (start, today, kind, years, months, totalMonths) => {
    expect(on(start, today)).toEqual({ kind, years, months, totalMonths });
  });

  it.each([
    ['2024-03-10', '2024-03-10'],
    ['2024-03-10', '2024-03-11'],
    ['2024-03-10', '2024-04-09'],
    ['2024-03-10', '2024-04-11'],
    ['2024-03-10', '2024-02-10'],
    ['2024-03-10', '2023-03-10'],
  ])('%s on %s: none (the start day itself, other days, and days before the start)', (start, today) => {
    expect(on(start, today)).toBeNull();
  });

  it('a start on the 31st falls on the last day of each shorter month, and only there', () => {
    expect(on('2024-01-31', '2024-02-29')).toMatchObject({ kind: 'monthly', totalMonths: 1 });
    expect(on('2025-01-31', '2025-02-28')).toMatchObject({ kind: 'monthly', totalMonths: 1 });
    expect(on('2024-01-31', '2024-04-30')).toMatchObject({ kind: 'monthly', totalMonths: 3 });
    expect(on('2024-01-31', '2024-03-31')).toMatchObject({ kind: 'monthly', totalMonths: 2 });
    expect(on('2024-01-31', '2024-03-30')).toBeNull();
    expect(on('2024-01-31', '2024-04-29')).toBeNull();
    expect(on('2024-01-30', '2024-02-29')).toMatchObject({ totalMonths: 1 });
    expect(on('2024-01-30', '2024-03-30')).toMatchObject({ totalMonths: 2 });
    expect(on('2024-01-30', '2024-03-31')).toBeNull();
  });

  it('29 February falls on 28 February in common years and on 29 February in leap years', () => {
    expect(on('2024-02-29', '2025-02-28')).toEqual({ kind: 'yearly', years: 1, months: 0, totalMonths: 12 });
    expect(on('2024-02-29', '2025-03-01')).toBeNull();
    expect(on('2024-02-29', '2028-02-28')).toBeNull();
    expect(on('2024-02-29', '2028-02-29')).toMatchObject({ kind: 'yearly', years: 4 });
    expect(on('2024-02-29', '2024-03-29')).toMatchObject({ kind: 'monthly', totalMonths: 1 });
    expect(on('2024-02-28', '2025-02-28')).toMatchObject({ kind: 'yearly', years: 1 });
  });

  it('reads the day of an instant in São Paulo, and the stored start date with or without a time', () => {
    // 23:30 on 9 April in São Paulo is already 10 April in UTC: not yet the anniversary.
    expect(anniversaryAt('2024-03-10', new Date('2024-04-10T02:30:00Z'))).toBeNull();
    expect(anniversaryAt('2024-03-10T21:00', new Date('2024-04-10T03:00:00Z'))).toMatchObject({ totalMonths: 1 });
    expect(anniversaryAt('2024-03-10T21:00', new Date('2024-04-11T02:59:00Z'))).toMatchObject({ totalMonths: 1 });
    expect(anniversaryAt('2024-03-10', new Date('2024-04-11T03:00:00Z'))).toBeNull();
    expect(anniversaryAt('not a date', new Date('2024-04-10T12:00:00Z'))).toBeNull();
  });

  it('yearly only when the months make whole years', () => {
    expect(yearlyAnniversaryAt('2024-03-10', new Date('2026-03-10T12:00:00Z'))).toMatchObject({ years: 2 });
    expect(yearlyAnniversaryAt('2024-03-10', new Date('2026-04-10T12:00:00Z'))).toBeNull();
  });

  it('no yearly anniversary on a day that is no anniversary at all, nor for a start that cannot be read', () => {
    expect(yearlyAnniversaryAt('2024-03-10', new Date('2026-03-11T12:00:00Z'))).toBeNull();
    expect(yearlyAnniversaryAt('not a date', new Date('2026-03-10T12:00:00Z'))).toBeNull();
  });

  it('names the start days a store filters by: the day, and on a month end the days it lacks', () => {
    expect(startMonthDaysOfYearlyAnniversary(day('2026-03-10'))).toEqual(['03-10']);
    expect(startMonthDaysOfYearlyAnniversary(day('2026-02-28'))).toEqual(['02-28', '02-29', '02-30', '02-31']);
    expect(startMonthDaysOfYearlyAnniversary(day('2028-02-28'))).toEqual(['02-28']);
    expect(startMonthDaysOfYearlyAnniversary(day('2028-02-29'))).toEqual(['02-29', '02-30', '02-31']);
    expect(startMonthDaysOfYearlyAnniversary(day('2026-12-31'))).toEqual(['12-31']);
  });
});
