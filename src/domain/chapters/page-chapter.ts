import { calendarDayAt } from '../anniversaries/anniversary.js';
import { parseDatingSince } from '../memory/dating-since.js';
import type { PhotoWidth } from '../memory/photo-variants.js';
import { refuseControlCharacters } from '../shared/control-characters.js';
import { DomainError } from '../shared/domain-error.js';
import { PRODUCT_TIME_ZONE } from '../shared/zoned-time.js';

/**
 * "Um novo capítulo": from each yearly anniversary of the start date on, the owner may add that year's chapter (one
 * or two photos, a title and a short text), one per page and year. The page shows them in order after the story, the
 * most recently added one marked "Novo" for 30 days. The owner may change or remove a chapter at any time.
 */
export interface PageChapter {
  readonly memoryId: string;
  /** Which year it tells: 3 is "o capítulo do 3º ano", open from the third anniversary on. */
  readonly year: number;
  readonly title: string;
  readonly text: string;
  /** Its photos in the page's photo storage, in order (one or two). */
  readonly photos: readonly ChapterPhoto[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface ChapterPhoto {
  /** `/uploads/{memoryId}/{file}`, stored as the page's own photos are (with its smaller widths beside it). */
  readonly path: string;
  /** The blur shown while it loads (`data:` URI), as the page's photos have; null when the processor made none. */
  readonly placeholder: string | null;
  /**
   * The widths it also has in AVIF (`photoAvifUrl`, beside its WebP files), made off the request path after the
   * chapter is written, as the page's photos' `photoAvifWidths`: `[]` when none was worth keeping, absent until made.
   */
  readonly avifWidths?: readonly PhotoWidth[];
}

/** A chapter's words as the owner types them. */
export interface ChapterInput {
  readonly title: string;
  readonly text: string;
}

export const CHAPTER_TITLE_MAX = 80;
export const CHAPTER_TEXT_MAX = 600;
export const CHAPTER_PHOTOS_MAX = 2;
/** Where the edit page's chapters are (its section's id): the anniversary e-mail's link opens the page there. */
export const CHAPTERS_SECTION_ID = 'um-novo-capitulo';
/** How long the newest chapter wears "Novo". */
export const CHAPTER_NEW_FOR_MS = 30 * 24 * 60 * 60 * 1000;

export class ChapterTitleRequiredError extends DomainError {
  constructor() {
    super('chapters.title-required');
  }
}

export class ChapterTitleTooLongError extends DomainError {
  constructor() {
    super('chapters.title-too-long');
  }
}

export class ChapterTextRequiredError extends DomainError {
  constructor() {
    super('chapters.text-required');
  }
}

export class ChapterTextTooLongError extends DomainError {
  constructor() {
    super('chapters.text-too-long');
  }
}

export class ChapterPhotoCountError extends DomainError {
  constructor() {
    super('chapters.photo-count');
  }
}

/** The year asked for has no anniversary yet (or is no year at all). */
export class ChapterYearNotOpenError extends DomainError {
  constructor(year: number) {
    super('chapters.year-not-open', { year });
  }
}

export class ChapterAlreadyWrittenError extends DomainError {
  constructor(year: number) {
    super('chapters.already-written', { year });
  }
}

export class ChapterNotFoundError extends DomainError {
  constructor() {
    super('chapters.not-found');
  }
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The whole years completed on the day of `now` (São Paulo), by the anniversaries' calendar rule: the start's day of
 * its month each year, a 29 February on the 28th of a common year. 0 before the first anniversary.
 */
export function yearsCompletedAt(datingSince: string, now: Date, timeZone: string = PRODUCT_TIME_ZONE): number {
  const start = parseDatingSince(datingSince);
  if (!start) return 0;
  const today = calendarDayAt(now, timeZone);
  const years = today.year - start.year;
  const anniversaryDay = Math.min(start.day, daysInMonth(today.year, start.month));
  const reached = today.month > start.month || (today.month === start.month && today.day >= anniversaryDay);
  return Math.max(0, reached ? years : years - 1);
}

/** The years whose chapter the owner may still add, newest first: every year completed that has none. */
export function openChapterYears(chapters: readonly Pick<PageChapter, 'year'>[], yearsCompleted: number): number[] {
  const written = new Set(chapters.map((chapter) => chapter.year));
  return Array.from({ length: yearsCompleted }, (_, i) => yearsCompleted - i).filter((year) => !written.has(year));
}

/** A year the page may hold a chapter of: a whole number from 1 to the years completed. */
export function assertChapterYearOpen(year: number, yearsCompleted: number): void {
  if (!Number.isInteger(year) || year < 1 || year > yearsCompleted) throw new ChapterYearNotOpenError(year);
}

/** A chapter's title and text, cleaned (a title is one line) and checked. */
export function validChapter(input: ChapterInput): ChapterInput {
  refuseControlCharacters('chapterTitle', input.title);
  refuseControlCharacters('chapterText', input.text);
  const title = input.title.trim().replace(/\s+/g, ' ');
  const text = input.text.replace(/\r\n?/g, '\n').trim();
  if (title === '') throw new ChapterTitleRequiredError();
  if ([...title].length > CHAPTER_TITLE_MAX) throw new ChapterTitleTooLongError();
  if (text === '') throw new ChapterTextRequiredError();
  if ([...text].length > CHAPTER_TEXT_MAX) throw new ChapterTextTooLongError();
  return { title, text };
}

/** One or two photos: a new chapter brings them, an edit that replaces them brings them again. */
export function assertChapterPhotoCount(count: number): void {
  if (count < 1 || count > CHAPTER_PHOTOS_MAX) throw new ChapterPhotoCountError();
}

/** The chapters in the page's order: by year. */
export const inChapterOrder = <T extends Pick<PageChapter, 'year'>>(chapters: readonly T[]): T[] => [...chapters].sort((a, b) => a.year - b.year);

/** The year of the chapter that wears "Novo" at `now`: the one added last, for 30 days after; null when none does. */
export function newChapterYear(chapters: readonly Pick<PageChapter, 'year' | 'createdAt'>[], now: Date): number | null {
  const newest = [...chapters].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.year - a.year)[0];
  if (!newest) return null;
  const age = now.getTime() - newest.createdAt.getTime();
  return age >= 0 && age < CHAPTER_NEW_FOR_MS ? newest.year : null;
}

/**
 * The chapter with the AVIF widths of its photo `path` recorded; null when it no longer names that photo (replaced
 * meanwhile) or already records them: nothing to write.
 */
export function withPhotoAvifWidths(chapter: PageChapter, path: string, widths: readonly PhotoWidth[]): PageChapter | null {
  const photo = chapter.photos.find((each) => each.path === path);
  if (!photo || photo.avifWidths) return null;
  return { ...chapter, photos: chapter.photos.map((each) => (each === photo ? { ...each, avifWidths: [...widths] } : each)) };
}
