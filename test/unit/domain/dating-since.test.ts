import { describe, expect, it } from 'vitest';
import {
  datePartOf,
  datingSinceInstant,
  EARLIEST_DATING_YEAR,
  formatDatingSince,
  parseDatingSince,
  validDatingSince,
} from '../../../src/domain/memory/dating-since.js';

describe('parseDatingSince: a date, optionally with T-hh:mm (spec §3 datingSince, §5 Time of day optional)', () => {
  it.each([
    ['2023-02-14', { year: 2023, month: 2, day: 14, time: null }],
    ['2023-02-14T19:30', { year: 2023, month: 2, day: 14, time: { hour: 19, minute: 30 } }],
    ['2023-02-14T00:00', { year: 2023, month: 2, day: 14, time: { hour: 0, minute: 0 } }],
    ['2023-02-14T23:59', { year: 2023, month: 2, day: 14, time: { hour: 23, minute: 59 } }],
    ['2024-02-29', { year: 2024, month: 2, day: 29, time: null }],
    ['2000-02-29', { year: 2000, month: 2, day: 29, time: null }],
    ['2023-01-31', { year: 2023, month: 1, day: 31, time: null }],
    ['2023-04-30', { year: 2023, month: 4, day: 30, time: null }],
    ['2023-12-31T12:00', { year: 2023, month: 12, day: 31, time: { hour: 12, minute: 0 } }],
    ['1900-01-01', { year: 1900, month: 1, day: 1, time: null }],
    ['  2023-02-14  ', { year: 2023, month: 2, day: 14, time: null }],
  ])('%j → %j', (raw, parsed) => {
    expect(parseDatingSince(raw)).toEqual(parsed);
  });

  it.each([
    ['30 February', '2023-02-30'],
    ['31 April', '2023-04-31'],
    ['29 February of a common year', '2023-02-29'],
    ['29 February of 1900 (not a leap year)', '1900-02-29'],
    ['month 13', '2023-13-01'],
    ['month 0', '2023-00-10'],
    ['day 0', '2023-01-00'],
    ['day 32', '2023-01-32'],
    ['hour 24', '2023-02-14T24:00'],
    ['minute 60', '2023-02-14T12:60'],
    ['hour 25', '2023-02-14T25:00'],
    ['seconds', '2023-02-14T12:00:00'],
    ['a zone', '2023-02-14T12:00Z'],
    ['a single-digit month and day', '2023-2-1'],
    ['a single-digit hour', '2023-02-14T9:30'],
    ['a space instead of T', '2023-02-14 12:00'],
    ['a T without time', '2023-02-14T'],
    ['Brazilian order', '14/02/2023'],
    ['slashes', '2023/02/14'],
    ['free text', 'desde sempre'],
    ['empty', ''],
    ['a year before 1900', '1899-12-31'],
    ['year 0000', '0000-01-01'],
    ['a five-digit year', '12023-01-01'],
  ])('rejects %s (%j)', (_case, raw) => {
    expect(parseDatingSince(raw)).toBeNull();
  });

  it('starts in 1900', () => {
    expect(EARLIEST_DATING_YEAR).toBe(1900);
  });
});

describe('formatDatingSince', () => {
  it.each([
    [{ year: 2023, month: 2, day: 4, time: null }, '2023-02-04'],
    [{ year: 2023, month: 2, day: 4, time: { hour: 7, minute: 5 } }, '2023-02-04T07:05'],
  ])('%j → %j', (value, text) => {
    expect(formatDatingSince(value)).toBe(text);
  });
});

describe('datePartOf: the edit page shows the part before T (spec §3 datingSince)', () => {
  it.each([
    ['2023-02-14T19:30', '2023-02-14'],
    ['2023-02-14', '2023-02-14'],
    ['', ''],
  ])('%j → %j', (value, date) => {
    expect(datePartOf(value)).toBe(date);
  });
});

describe('datingSinceInstant: read in America/Sao_Paulo', () => {
  it.each([
    ['2023-02-14', '2023-02-14T03:00:00.000Z'],
    ['2023-02-14T19:30', '2023-02-14T22:30:00.000Z'],
    ['2015-01-10T12:00', '2015-01-10T14:00:00.000Z'], // summer time then: UTC-2
  ])('%j starts at %s', (raw, instant) => {
    expect(datingSinceInstant(parseDatingSince(raw)!).toISOString()).toBe(instant);
  });
});

describe('validDatingSince against a fixed now (São Paulo calendar)', () => {
  // 12:00 on 10 March 2026 in São Paulo
  const NOON = new Date('2026-03-10T15:00:00.000Z');
  // 23:00 on 9 March 2026 in São Paulo, although already 10 March in UTC
  const LATE_EVENING = new Date('2026-03-10T02:00:00.000Z');

  it.each([
    ['today', '2026-03-10', NOON, '2026-03-10'],
    ['yesterday', '2026-03-09', NOON, '2026-03-09'],
    ['years ago', '2010-07-01', NOON, '2010-07-01'],
    ['this very minute', '2026-03-10T12:00', NOON, '2026-03-10T12:00'],
    ['a minute ago', '2026-03-10T11:59', NOON, '2026-03-10T11:59'],
    ['later today but at no given time', '2026-03-10', NOON, '2026-03-10'],
    ['today in São Paulo while UTC is a day ahead', '2026-03-09', LATE_EVENING, '2026-03-09'],
    ['this minute in São Paulo at 23:00', '2026-03-09T23:00', LATE_EVENING, '2026-03-09T23:00'],
    ['surrounding spaces', '  2023-02-14T19:30 ', NOON, '2023-02-14T19:30'],
  ])('accepts %s: %j', (_case, raw, now, canonical) => {
    expect(validDatingSince(raw, now)).toBe(canonical);
  });

  it.each([
    ['tomorrow', '2026-03-11', NOON],
    ['next year', '2027-01-01', NOON],
    ['one minute ahead', '2026-03-10T12:01', NOON],
    ['later today at a time', '2026-03-10T18:00', NOON],
    ['the UTC date while São Paulo is still on the previous day', '2026-03-10', LATE_EVENING],
    ['one minute ahead at 23:00', '2026-03-09T23:01', LATE_EVENING],
  ])('rejects %s (%j) with memory.dating-since-in-future', (_case, raw, now) => {
    expect(() => validDatingSince(raw, now)).toThrow(expect.objectContaining({ code: 'memory.dating-since-in-future' }));
  });

  it.each(['2023-02-30', '2023-13-01', '2023-02-29', '2023-02-14T24:00', '2023-02-14T12:60', 'ontem', '2023-2-1', '1899-12-31', ''])(
    'rejects %j with memory.dating-since-invalid',
    (raw) => {
      expect(() => validDatingSince(raw, NOON)).toThrow(expect.objectContaining({ code: 'memory.dating-since-invalid' }));
    },
  );

  it('accepts 29 February of a leap year', () => {
    expect(validDatingSince('2024-02-29', NOON)).toBe('2024-02-29');
  });
});
