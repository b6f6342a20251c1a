import { yearsCompletedAt } from '../../domain/chapters/page-chapter.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageChapters } from '../ports/page-chapters.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedChaptersView, type OwnedChaptersView } from './chapter-views.js';

/** The page's chapters as its owner sees them on the edit page, with the years whose chapter may still be added. */
export class GetOwnedChapters {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly chapters: PageChapters,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<OwnedChaptersView> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    return ownedChaptersView(await this.chapters.ofPage(page.id), yearsCompletedAt(page.datingSince, now), now);
  }
}
