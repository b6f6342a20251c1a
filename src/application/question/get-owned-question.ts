import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageQuestions } from '../ports/page-questions.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedQuestionView, type OwnedQuestionView } from './owned-question.js';

/** The page's question as its owner sees it on the edit page. */
export class GetOwnedQuestion {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly questions: PageQuestions,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<OwnedQuestionView> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { ...input, now: this.clock.now() });
    return ownedQuestionView(await this.questions.find(page.id));
  }
}
