import { describe, expect, it } from 'vitest';
import {
  assertChapterPhotoCount,
  assertChapterYearOpen,
  CHAPTER_NEW_FOR_MS,
  CHAPTER_TEXT_MAX,
  CHAPTER_TITLE_MAX,
  ChapterAlreadyWrittenError,
  ChapterNotFoundError,
  ChapterYearNotOpenError,
  inChapterOrder,
  newChapterYear,
  openChapterYears,
  validChapter,
  yearsCompletedAt,
} from '../../../src/domain/chapters/page-chapter.js';
import { ControlCharacterError } from '../../../src/domain/shared/control-characters.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';

/** Noon in São Paulo on a day. */
const noonOn = (day: string) => new Date(`${day}T15:00:00.000Z`);

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a domain error';
  }
};

describe('the years a page has completed (São Paulo calendar)', () => {
  it('counts a year from the anniversary day on, not the day before', () => {
    expect(yearsCompletedAt('2023-05-10', noonOn('2026-05-09'))).toBe(2);
    expect(yearsCompletedAt('2023-05-10', noonOn('2026-05-10'))).toBe(3);
    expect(yearsCompletedAt('2023-05-10T20:30', noonOn('2026-05-10'))).toBe(3);
  });

  it('counts the year in the months after the anniversary’s, and not in those before it', () => {
    expect(yearsCompletedAt('2023-05-10', noonOn('2026-08-01'))).toBe(3);
    expect(yearsCompletedAt('2023-05-10', noonOn('2026-03-20'))).toBe(2);
  });

  it('reads the day in São Paulo: 01:00 UTC on the 10th is still the 9th there', () => {
    expect(yearsCompletedAt('2023-05-10', new Date('2026-05-10T01:00:00.000Z'))).toBe(2);
    expect(yearsCompletedAt('2023-05-10', new Date('2026-05-10T03:00:00.000Z'))).toBe(3);
  });

  it('is 0 before the first anniversary and for a start date that is none', () => {
    expect(yearsCompletedAt('2026-01-01', noonOn('2026-12-31'))).toBe(0);
    expect(yearsCompletedAt('not a day', noonOn('2026-12-31'))).toBe(0);
  });

  it('celebrates 29 February on the 28th of a common year', () => {
    expect(yearsCompletedAt('2024-02-29', noonOn('2025-02-27'))).toBe(0);
    expect(yearsCompletedAt('2024-02-29', noonOn('2025-02-28'))).toBe(1);
  });
});

describe('which years may get a chapter', () => {
  it('offers every completed year without one, newest first', () => {
    expect(openChapterYears([{ year: 2 }], 3)).toEqual([3, 1]);
    expect(openChapterYears([], 0)).toEqual([]);
  });

  it('refuses a year not reached yet, a year 0 and a fraction', () => {
    expect(codeOf(() => assertChapterYearOpen(3, 3))).toBeNull();
    expect(codeOf(() => assertChapterYearOpen(4, 3))).toBe('chapters.year-not-open');
    expect(codeOf(() => assertChapterYearOpen(0, 3))).toBe('chapters.year-not-open');
    expect(codeOf(() => assertChapterYearOpen(1.5, 3))).toBe('chapters.year-not-open');
  });

  it('tells a year already written, naming it, apart from a chapter that is gone', () => {
    expect(new ChapterAlreadyWrittenError(2)).toMatchObject({ code: 'chapters.already-written', details: { year: 2 } });
    expect(new ChapterNotFoundError()).toMatchObject({ code: 'chapters.not-found' });
  });

  it('opens the first year from the first anniversary, and names the year refused', () => {
    expect(codeOf(() => assertChapterYearOpen(1, 1))).toBeNull();
    expect(() => assertChapterYearOpen(2, 1)).toThrow(ChapterYearNotOpenError);
    expect(() => assertChapterYearOpen(2, 1)).toThrow(expect.objectContaining({ code: 'chapters.year-not-open', details: { year: 2 } }));
  });
});

describe('a chapter’s words and photos', () => {
  it('cleans the title to one line and keeps the text’s line breaks', () => {
    expect(validChapter({ title: '  Nosso   terceiro\nano ', text: ' Paris.\r\nE o pedido. ' })).toEqual({
      title: 'Nosso terceiro ano',
      text: 'Paris.\nE o pedido.',
    });
  });

  it('refuses empty or too long words, at their exact edges', () => {
    expect(codeOf(() => validChapter({ title: ' ', text: 'x' }))).toBe('chapters.title-required');
    expect(codeOf(() => validChapter({ title: 'x', text: ' \n ' }))).toBe('chapters.text-required');
    expect(codeOf(() => validChapter({ title: 'é'.repeat(CHAPTER_TITLE_MAX), text: 'x' }))).toBeNull();
    expect(codeOf(() => validChapter({ title: 'é'.repeat(CHAPTER_TITLE_MAX + 1), text: 'x' }))).toBe('chapters.title-too-long');
    expect(codeOf(() => validChapter({ title: 'x', text: 'a'.repeat(CHAPTER_TEXT_MAX) }))).toBeNull();
    expect(codeOf(() => validChapter({ title: 'x', text: 'a'.repeat(CHAPTER_TEXT_MAX + 1) }))).toBe('chapters.text-too-long');
    expect(codeOf(() => validChapter({ title: 'a\u0000b', text: 'x' }))).toBe('text.control-character');
  });

  it('turns a lone carriage return into a line break', () => {
    expect(validChapter({ title: 'x', text: 'Paris.\rE o pedido.' }).text).toBe('Paris.\nE o pedido.');
  });

  it.each([
    ['title', { title: 'a\u0000b', text: 'x' }, 'chapterTitle'],
    ['text', { title: 'x', text: 'Paris.\nE\u0007' }, 'chapterText'],
  ])('names the %s that holds a control character', (_, input, field) => {
    expect(() => validChapter(input)).toThrow(ControlCharacterError);
    expect(() => validChapter(input)).toThrow(expect.objectContaining({ code: 'text.control-character', details: { field } }));
  });

  it('takes one or two photos', () => {
    expect(codeOf(() => assertChapterPhotoCount(0))).toBe('chapters.photo-count');
    expect(codeOf(() => assertChapterPhotoCount(1))).toBeNull();
    expect(codeOf(() => assertChapterPhotoCount(2))).toBeNull();
    expect(codeOf(() => assertChapterPhotoCount(3))).toBe('chapters.photo-count');
  });
});

describe('the page’s order and “Novo”', () => {
  const at = new Date('2026-05-10T15:00:00.000Z');
  const added = (year: number, msAgo: number) => ({ year, createdAt: new Date(at.getTime() - msAgo) });

  it('shows the chapters by year', () => {
    expect(inChapterOrder([{ year: 3 }, { year: 1 }, { year: 2 }]).map((chapter) => chapter.year)).toEqual([1, 2, 3]);
  });

  it('marks the one added last, for 30 days after it was added', () => {
    expect(newChapterYear([added(1, 400 * 86_400_000), added(2, 1000)], at)).toBe(2);
    expect(newChapterYear([added(2, 1000), added(1, 10)], at)).toBe(1);
    expect(newChapterYear([added(3, CHAPTER_NEW_FOR_MS - 1)], at)).toBe(3);
    expect(newChapterYear([added(3, CHAPTER_NEW_FOR_MS)], at)).toBeNull();
    expect(newChapterYear([], at)).toBeNull();
  });

  it('marks a chapter from the instant it was added, never one added after now', () => {
    expect(newChapterYear([added(3, 0)], at)).toBe(3);
    expect(newChapterYear([added(3, -1)], at)).toBeNull();
  });

  it('marks the later year of two added at the same instant', () => {
    expect(newChapterYear([added(1, 1000), added(2, 1000)], at)).toBe(2);
    expect(newChapterYear([added(2, 1000), added(1, 1000)], at)).toBe(2);
  });
});
