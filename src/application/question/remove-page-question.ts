import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageQuestions } from '../ports/page-questions.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

/** The owner takes the question away: the page then opens to anyone with its link, as a page without one. */
export class RemovePageQuestion {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly questions: PageQuestions,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<void> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { ...input, now: this.clock.now() });
    await this.questions.remove(page.id);
  }
}
