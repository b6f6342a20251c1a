import { inChapterOrder, newChapterYear, openChapterYears, type PageChapter } from '../../domain/chapters/page-chapter.js';

/** A chapter's photo as the page and the editor show it. */
export interface ChapterPhotoView {
  /** The stored path (`/uploads/{memoryId}/{file}`), as the page's own photos are given. */
  readonly url: string;
  readonly placeholder: string | null;
  /** The widths it also has in AVIF, as the page's JSON gives its photos' (`photoAvifWidths`); empty when none (yet). */
  readonly avifWidths: readonly number[];
}

/** A chapter as the page shows it. */
export interface ChapterView {
  readonly year: number;
  readonly title: string;
  readonly text: string;
  readonly photos: readonly ChapterPhotoView[];
  /** The one added last, for 30 days after it was added: "Novo". */
  readonly isNew: boolean;
}

/** The owner's chapters on the edit page, and the years still open to a chapter (newest first). */
export interface OwnedChaptersView {
  readonly chapters: readonly ChapterView[];
  readonly yearsCompleted: number;
  readonly openYears: readonly number[];
}

export function chapterViews(chapters: readonly PageChapter[], now: Date): ChapterView[] {
  const fresh = newChapterYear(chapters, now);
  return inChapterOrder(chapters).map((chapter) => ({
    year: chapter.year,
    title: chapter.title,
    text: chapter.text,
    photos: chapter.photos.map((photo) => ({ url: photo.path, placeholder: photo.placeholder, avifWidths: photo.avifWidths ?? [] })),
    isNew: chapter.year === fresh,
  }));
}

export function ownedChaptersView(chapters: readonly PageChapter[], yearsCompleted: number, now: Date): OwnedChaptersView {
  return { chapters: chapterViews(chapters, now), yearsCompleted, openYears: openChapterYears(chapters, yearsCompleted) };
}
