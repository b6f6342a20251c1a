import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageReplies } from '../ports/page-replies.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedRepliesView, type OwnedRepliesView } from './owned-page-replies.js';

export interface ListPageRepliesInput {
  readonly id: string;
  readonly token: string | null | undefined;
}

/** The replies a page received, for whoever holds its edit link (as the edit page's other reads). */
export class ListPageReplies {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly replies: PageReplies,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListPageRepliesInput): Promise<OwnedRepliesView> {
    const memory = await loadOwnedMemory(this.repository, this.editTokens, { ...input, now: this.clock.now() });
    return ownedRepliesView(memory, this.replies);
  }
}
