import type { PageChapter } from '../../domain/chapters/page-chapter.js';
import type { PhotoWidth } from '../../domain/memory/photo-variants.js';

/**
 * The pages' chapters ("Um novo capítulo"), one per page and year, kept apart from the pages' content (no version, no
 * read cache) and deleted with their page. Their photos are in the photo storage, in the page's folder.
 */
export interface PageChapters {
  /** The page's chapters, by year. */
  ofPage(memoryId: string): Promise<PageChapter[]>;
  find(memoryId: string, year: number): Promise<PageChapter | null>;
  /** Adds a chapter unless the page has that year's already; resolves whether it did (two owners racing: one). */
  add(chapter: PageChapter): Promise<boolean>;
  /** Records the owner's change of a chapter's title, text or photos (and when). */
  update(chapter: PageChapter): Promise<void>;
  /**
   * Records which AVIF widths the chapter's photo `path` has, changing nothing else of the chapter even when the owner
   * changes it meanwhile; resolves whether it did (not when the chapter no longer names that photo, or records them).
   */
  recordPhotoAvifWidths(memoryId: string, year: number, path: string, widths: readonly PhotoWidth[]): Promise<boolean>;
  /** Removes a chapter; resolves whether there was one. */
  remove(memoryId: string, year: number): Promise<boolean>;
}
