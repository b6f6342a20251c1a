import { ChapterNotFoundError } from '../../domain/chapters/page-chapter.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageChapters } from '../ports/page-chapters.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

/**
 * The owner removes a chapter, and its photos with it. The row goes first: a photo whose removal fails is no page's
 * any more, and the hourly sweep puts it aside.
 */
export class RemoveChapter {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly chapters: PageChapters,
    private readonly photoStorage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined; readonly year: number }): Promise<void> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    const chapter = await this.chapters.find(page.id, input.year);
    if (!chapter || !(await this.chapters.remove(page.id, input.year))) throw new ChapterNotFoundError();
    await this.photoStorage.remove(chapter.photos.map((photo) => photo.path)).catch(() => {});
  }
}
