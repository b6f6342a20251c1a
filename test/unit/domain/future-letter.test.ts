import { describe, expect, it } from 'vitest';
import { ControlCharacterError } from '../../../src/domain/shared/control-characters.js';
import {
  assertRemovable,
  editedLetter,
  firstOpening,
  inOpeningOrder,
  isLetterOpen,
  LetterDayOutOfRangeError,
  letterDayRange,
  letterOpensAt,
  LETTERS_MAX,
  newLetter,
  validLetter,
  type FutureLetter,
} from '../../../src/domain/letters/future-letter.js';

/** 10 March 2026, noon in São Paulo. */
const NOW = new Date('2026-03-10T15:00:00.000Z');
const INPUT = { title: 'Abra quando sentir saudade', text: 'Estou aqui, sempre.', opensOn: '2026-07-12' };

const letter = (overrides: Partial<FutureLetter> = {}): FutureLetter => ({
  memoryId: 'page000000000001',
  id: 'l1',
  ...INPUT,
  createdAt: NOW,
  openedAt: null,
  ...overrides,
});

describe('the days a letter may open on', () => {
  it('run from tomorrow to the same day five years on, in São Paulo', () => {
    expect(letterDayRange(NOW)).toEqual({ first: '2026-03-11', last: '2031-03-10' });
    // 22:00 on 10 March in São Paulo is already the 11th in UTC: the range still starts on the 11th.
    expect(letterDayRange(new Date('2026-03-11T01:00:00.000Z')).first).toBe('2026-03-11');
    // From 29 February the last day is 28 February five years on.
    expect(letterDayRange(new Date('2028-02-29T15:00:00.000Z')).last).toBe('2033-02-28');
  });

  it('open at the midnight of their day in São Paulo', () => {
    expect(letterOpensAt({ opensOn: '2026-07-12' })).toEqual(new Date('2026-07-12T03:00:00.000Z'));
    expect(isLetterOpen({ opensOn: '2026-07-12' }, new Date('2026-07-12T02:59:59.999Z'))).toBe(false);
    expect(isLetterOpen({ opensOn: '2026-07-12' }, new Date('2026-07-12T03:00:00.000Z'))).toBe(true);
  });

  it('are never read from a day that is not one', () => {
    expect(() => letterOpensAt({ opensOn: '2027-02-29' })).toThrow("a letter's day is not one: 2027-02-29");
  });
});

describe('a letter as the owner writes it', () => {
  it('is cleaned: the title on one line, the text with its line breaks', () => {
    expect(validLetter({ title: '  Abra   quando\tchover ', text: '\r\nOi,\r\namor.\n\n', opensOn: ' 2026-03-11 ' }, NOW)).toEqual({
      title: 'Abra quando chover',
      text: 'Oi,\namor.',
      opensOn: '2026-03-11',
    });
  });

  it.each([
    ['no title', { title: '  ' }, 'letters.title-required'],
    ['a title over 80 characters', { title: 'a'.repeat(81) }, 'letters.title-too-long'],
    ['no text', { text: '\n ' }, 'letters.text-required'],
    ['a text over 2,000 characters', { text: 'a'.repeat(2001) }, 'letters.text-too-long'],
    ['today', { opensOn: '2026-03-10' }, 'letters.day-out-of-range'],
    ['a day past five years', { opensOn: '2031-03-11' }, 'letters.day-out-of-range'],
    ['a day that is not one', { opensOn: '2026-02-30' }, 'letters.day-out-of-range'],
    ['a malformed day', { opensOn: '12/07/2026' }, 'letters.day-out-of-range'],
    ['a control character', { title: 'Oi\u0000' }, 'text.control-character'],
  ])('refuses %s', (_, overrides, code) => {
    expect(() => validLetter({ ...INPUT, ...overrides }, NOW)).toThrow(expect.objectContaining({ code }));
  });

  it('turns a lone carriage return into a line break', () => {
    expect(validLetter({ ...INPUT, text: 'Oi,\ramor.' }, NOW).text).toBe('Oi,\namor.');
  });

  it('opens on the last day of the range, five years on', () => {
    expect(validLetter({ ...INPUT, opensOn: '2031-03-10' }, NOW).opensOn).toBe('2031-03-10');
  });

  it.each([
    ['a 29 February of a common year', '2027-02-29'],
    ['a 31 April', '2027-04-31'],
    ['a month 13', '2026-13-05'],
    ['a month 0', '2027-00-10'],
    ['a day 0', '2027-01-00'],
  ])('refuses %s inside the range', (_, opensOn) => {
    expect(() => validLetter({ ...INPUT, opensOn }, NOW)).toThrow(LetterDayOutOfRangeError);
  });

  it.each(['2027-01-01', '2027-01-31', '2027-12-31', '2028-02-29'])('takes %s, a real day inside the range', (opensOn) => {
    expect(validLetter({ ...INPUT, opensOn }, NOW).opensOn).toBe(opensOn);
  });

  it.each([
    ['title', { title: 'Oi\u0000' }, 'letterTitle'],
    ['text', { text: 'Oi,\namor\u0007' }, 'letterText'],
  ])('names the %s that holds a control character', (_, overrides, field) => {
    expect(() => validLetter({ ...INPUT, ...overrides }, NOW)).toThrow(ControlCharacterError);
    expect(() => validLetter({ ...INPUT, ...overrides }, NOW)).toThrow(
      expect.objectContaining({ code: 'text.control-character', details: { field } }),
    );
  });

  it('keeps 80 and 2,000 characters, emoji counted as one', () => {
    const title = '💌'.repeat(80);
    expect(validLetter({ ...INPUT, title, text: 'a'.repeat(2000) }, NOW).title).toBe(title);
  });

  it('is for the Pra Sempre pages only, twelve at most', () => {
    const make = (plan: 'basic' | 'premium', count: number) => newLetter({ memoryId: 'p', id: 'l', plan, count, letter: INPUT, now: NOW });
    expect(make('premium', LETTERS_MAX - 1)).toEqual({ memoryId: 'p', id: 'l', ...INPUT, createdAt: NOW, openedAt: null });
    expect(() => make('premium', LETTERS_MAX)).toThrow(expect.objectContaining({ code: 'letters.too-many' }));
    expect(() => make('basic', 0)).toThrow(expect.objectContaining({ code: 'letters.not-on-plan' }));
  });

  it('is changed or removed until its day, and never after', () => {
    const before = new Date('2026-07-12T02:59:00.000Z');
    const at = new Date('2026-07-12T03:00:00.000Z');
    expect(editedLetter(letter(), { ...INPUT, text: 'Outra' }, before)).toMatchObject({ text: 'Outra', createdAt: NOW, id: 'l1' });
    expect(() => assertRemovable(letter(), before)).not.toThrow();
    expect(() => editedLetter(letter(), INPUT, at)).toThrow(expect.objectContaining({ code: 'letters.already-open' }));
    expect(() => assertRemovable(letter(), at)).toThrow(expect.objectContaining({ code: 'letters.already-open' }));
  });
});

describe('a letter opened by a visitor', () => {
  const at = new Date('2026-07-12T03:00:00.000Z');

  it('counts from its day on, the first time only', () => {
    expect(firstOpening(letter(), new Date(at.getTime() - 1))).toBeNull();
    const opened = firstOpening(letter(), at);
    expect(opened).toEqual(letter({ openedAt: at }));
    expect(firstOpening(opened!, new Date(at.getTime() + 1000))).toBeNull();
  });

  it('comes in the order of the days, then of writing', () => {
    const later = new Date(NOW.getTime() + 1);
    const letters = [
      letter({ id: 'c', opensOn: '2027-01-01' }),
      letter({ id: 'b', opensOn: '2026-07-12', createdAt: later }),
      letter({ id: 'a', opensOn: '2026-07-12' }),
    ];
    expect(inOpeningOrder(letters).map((each) => each.id)).toEqual(['a', 'b', 'c']);
  });
});
