import type { PageChapter } from '../../domain/chapters/page-chapter.js';

/** A chapter as support sees it (`memories-cli show`): never its text, which support does not need. */
export interface SupportChapterView {
  readonly year: number;
  readonly title: string;
  /** How many photos it holds. */
  readonly photos: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const supportChapterView = (chapter: PageChapter): SupportChapterView => ({
  year: chapter.year,
  title: chapter.title,
  photos: chapter.photos.length,
  createdAt: chapter.createdAt,
  updatedAt: chapter.updatedAt,
});
