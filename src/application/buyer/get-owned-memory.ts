import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageOpenings } from '../ports/page-openings.js';
import type { PageReplies } from '../ports/page-replies.js';
import { withReplies } from '../replies/owned-memory-replies.js';
import { withOpenings } from '../openings/owned-memory-openings.js';
import { photoPreviewKeys } from '../shared/edit-link-keys.js';
import { ownedMemoryView, type OwnedMemoryView } from '../shared/memory-views.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

export interface GetOwnedMemoryInput {
  readonly id: string;
  readonly token: string | null | undefined;
}

/** The memory record for its owner's edit page, with its openings and its replies. */
export class GetOwnedMemory {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
    private readonly openings?: PageOpenings,
    private readonly replies?: PageReplies,
  ) {}

  async execute(input: GetOwnedMemoryInput): Promise<OwnedMemoryView> {
    const now = this.clock.now();
    const memory = await loadOwnedMemory(this.repository, this.editTokens, { ...input, now });
    return withReplies(await withOpenings(ownedMemoryView(memory, now), this.openings), memory, this.replies);
  }

  /** The key of the owner's look at the page's photos before its reveal date (see photoPreviewKeys), for the same token. */
  async photoPreviewKey(input: GetOwnedMemoryInput): Promise<string> {
    const memory = await loadOwnedMemory(this.repository, this.editTokens, { ...input, now: this.clock.now() });
    return photoPreviewKeys.issue(this.editTokens, memory);
  }
}
