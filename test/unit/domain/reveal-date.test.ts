import { describe, expect, it } from 'vitest';
import {
  isSealed,
  revealDateAfterEdit,
  revealDateInput,
  revealDayRange,
  RevealDateInvalidError,
  RevealDateOutOfRangeError,
  RevealDatePassedError,
  validRevealDate,
} from '../../../src/domain/memory/reveal-date.js';

// 12:00 in São Paulo (UTC−3) on 10 March 2026.
const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('reveal date: from tomorrow up to a year ahead, in Brasília time', () => {
  it('reads the form value as Brasília wall time', () => {
    expect(validRevealDate('2026-06-12T00:00', NOW)).toEqual(new Date('2026-06-12T03:00:00.000Z'));
    expect(revealDateInput(new Date('2026-06-12T03:00:00.000Z'))).toBe('2026-06-12T00:00');
  });

  it('takes empty, null and absent as "no reveal date"', () => {
    expect(validRevealDate('', NOW)).toBeNull();
    expect(validRevealDate('  ', NOW)).toBeNull();
    expect(validRevealDate(null, NOW)).toBeNull();
    expect(validRevealDate(undefined, NOW)).toBeNull();
  });

  it('accepts tomorrow at midnight and the same day next year at 23:59', () => {
    expect(revealDayRange(NOW)).toEqual({ first: '2026-03-11', last: '2027-03-10' });
    expect(validRevealDate('2026-03-11T00:00', NOW)).toEqual(new Date('2026-03-11T03:00:00.000Z'));
    expect(validRevealDate('2027-03-10T23:59', NOW)).toEqual(new Date('2027-03-11T02:59:00.000Z'));
  });

  it.each(['2026-03-10T23:59', '2026-03-09T10:00', '2027-03-11T00:00', '2030-01-01T00:00'])('refuses %s as out of range', (raw) => {
    expect(() => validRevealDate(raw, NOW)).toThrow(RevealDateOutOfRangeError);
  });

  it.each([
    '2026-02-30T10:00',
    '2026-04-31T10:00',
    '2026-00-12T10:00',
    '2026-13-12T10:00',
    '2026-06-00T10:00',
    '2026-06-12',
    '2026-06-12T24:00',
    '2026-06-12T10:60',
    '12/06/2026 00:00',
    'amanhã',
  ])('refuses %s as invalid', (raw) => {
    expect(() => validRevealDate(raw, NOW)).toThrow(RevealDateInvalidError);
  });

  it('accepts the last day of a month, December included, and a value with spaces around it', () => {
    expect(validRevealDate('2026-04-30T10:00', NOW)).toEqual(new Date('2026-04-30T13:00:00.000Z'));
    expect(validRevealDate('2026-12-31T23:59', NOW)).toEqual(new Date('2027-01-01T02:59:00.000Z'));
    expect(validRevealDate(' 2026-06-12T00:00 ', NOW)).toEqual(new Date('2026-06-12T03:00:00.000Z'));
  });

  it('names each refusal by its code', () => {
    expect(() => validRevealDate('amanhã', NOW)).toThrow(expect.objectContaining({ code: 'memory.reveal-date-invalid' }));
    expect(() => validRevealDate('2030-01-01T00:00', NOW)).toThrow(expect.objectContaining({ code: 'memory.reveal-date-out-of-range' }));
    const passed = new Date('2026-03-09T03:00:00.000Z');
    expect(() => revealDateAfterEdit(passed, '', NOW)).toThrow(expect.objectContaining({ code: 'memory.reveal-date-passed' }));
  });

  it('counts "tomorrow" by the Brasília calendar, not UTC', () => {
    // 23:30 on 10 March in São Paulo is already 11 March in UTC: 11 March is still tomorrow.
    const lateEvening = new Date('2026-03-11T02:30:00.000Z');
    expect(revealDayRange(lateEvening).first).toBe('2026-03-11');
    expect(validRevealDate('2026-03-11T00:00', lateEvening)).toEqual(new Date('2026-03-11T03:00:00.000Z'));
  });

  it('ends a year ahead on 28 February when today is 29 February', () => {
    expect(revealDayRange(new Date('2028-02-29T15:00:00.000Z')).last).toBe('2029-02-28');
  });

  it('is sealed strictly before the reveal instant', () => {
    const at = new Date('2026-06-12T03:00:00.000Z');
    expect(isSealed(at, new Date(at.getTime() - 1))).toBe(true);
    expect(isSealed(at, at)).toBe(false);
    expect(isSealed(null, NOW)).toBe(false);
  });
});

describe('reveal date in the editor', () => {
  const current = new Date('2026-03-11T03:00:00.000Z'); // 11 March, 00:00 in São Paulo

  it('keeps the date when the field is absent or sent back unchanged, even on its own day', () => {
    const sameDay = new Date('2026-03-11T02:00:00.000Z');
    expect(revealDateAfterEdit(current, undefined, sameDay)).toBe(current);
    expect(revealDateAfterEdit(current, '2026-03-11T00:00', sameDay)).toBe(current);
    expect(revealDateAfterEdit(null, '', NOW)).toBeNull();
  });

  it('moves or removes the date while it is ahead', () => {
    expect(revealDateAfterEdit(current, '2026-04-01T20:00', NOW)).toEqual(new Date('2026-04-01T23:00:00.000Z'));
    expect(revealDateAfterEdit(current, '', NOW)).toBeNull();
    expect(revealDateAfterEdit(null, '2026-04-01T20:00', NOW)).toEqual(new Date('2026-04-01T23:00:00.000Z'));
  });

  it('keeps the date sent back with spaces around it, and removes it on null', () => {
    const after = new Date('2026-03-12T10:00:00.000Z');
    expect(revealDateAfterEdit(current, ' 2026-03-11T00:00 ', after)).toBe(current);
    expect(revealDateAfterEdit(current, null, NOW)).toBeNull();
  });

  it('refuses a change from the very instant the page opens', () => {
    expect(() => revealDateAfterEdit(current, '', current)).toThrow(RevealDatePassedError);
  });

  it('refuses any change once the page has opened', () => {
    const after = new Date('2026-03-12T10:00:00.000Z');
    expect(() => revealDateAfterEdit(current, '', after)).toThrow(RevealDatePassedError);
    expect(() => revealDateAfterEdit(current, '2026-04-01T20:00', after)).toThrow(RevealDatePassedError);
  });

  it('judges a new date by the same window as at creation', () => {
    expect(() => revealDateAfterEdit(current, '2026-03-10T18:00', NOW)).toThrow(RevealDateOutOfRangeError);
    expect(() => revealDateAfterEdit(null, '1969-12-31T21:00', NOW)).toThrow(RevealDateOutOfRangeError);
  });
});
