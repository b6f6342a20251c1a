import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageReplies } from '../ports/page-replies.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedRepliesView, type OwnedRepliesView } from './owned-page-replies.js';

export interface TurnPageRepliesInput {
  readonly id: string;
  readonly token: string | null | undefined;
  readonly enabled: boolean;
}

/**
 * The owner turns the page's replies on or off. Off, the page no longer offers "Responder com carinho" and refuses
 * replies; the replies already received stay, for the owner to read.
 */
export class TurnPageReplies {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly replies: PageReplies,
    private readonly clock: Clock,
  ) {}

  async execute(input: TurnPageRepliesInput): Promise<OwnedRepliesView> {
    const now = this.clock.now();
    const memory = await loadOwnedMemory(this.repository, this.editTokens, { id: input.id, token: input.token, now });
    if (memory.setRepliesEnabled(input.enabled, now)) await this.repository.update(memory);
    return ownedRepliesView(memory, this.replies);
  }
}
