import { inChapterOrder, withPhotoAvifWidths, type PageChapter } from '../../../src/domain/chapters/page-chapter.js';
import type { PhotoWidth } from '../../../src/domain/memory/photo-variants.js';
import type { PageChapters } from '../../../src/application/ports/page-chapters.js';

/** Honours `PageChapters` like the SQL store: one chapter per page and year. */
export class InMemoryPageChapters implements PageChapters {
  private readonly rows = new Map<string, PageChapter>();

  async ofPage(memoryId: string): Promise<PageChapter[]> {
    return inChapterOrder([...this.rows.values()].filter((chapter) => chapter.memoryId === memoryId));
  }

  async find(memoryId: string, year: number): Promise<PageChapter | null> {
    return this.rows.get(key(memoryId, year)) ?? null;
  }

  async add(chapter: PageChapter): Promise<boolean> {
    if (this.rows.has(key(chapter.memoryId, chapter.year))) return false;
    this.rows.set(key(chapter.memoryId, chapter.year), chapter);
    return true;
  }

  async update(chapter: PageChapter): Promise<void> {
    const current = this.rows.get(key(chapter.memoryId, chapter.year));
    if (current) this.rows.set(key(chapter.memoryId, chapter.year), { ...chapter, createdAt: current.createdAt });
  }

  async recordPhotoAvifWidths(memoryId: string, year: number, path: string, widths: readonly PhotoWidth[]): Promise<boolean> {
    const current = this.rows.get(key(memoryId, year));
    const recorded = current && withPhotoAvifWidths(current, path, widths);
    if (recorded) this.rows.set(key(memoryId, year), recorded);
    return Boolean(recorded);
  }

  async remove(memoryId: string, year: number): Promise<boolean> {
    return this.rows.delete(key(memoryId, year));
  }

  /** Every page's chapters, for the tests that look at the whole store. */
  all(): PageChapter[] {
    return [...this.rows.values()];
  }
}

const key = (memoryId: string, year: number) => `${memoryId}/${year}`;
