import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { ownedMemoryView, type OwnedMemoryView } from '../shared/memory-views.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

export interface GetOwnedMemoryInput {
  readonly id: string;
  readonly token: string | null | undefined;
}

/** The memory record for its owner's edit page. */
export class GetOwnedMemory {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
  ) {}

  async execute(input: GetOwnedMemoryInput): Promise<OwnedMemoryView> {
    const memory = await loadOwnedMemory(this.repository, this.editTokens, { ...input, now: this.clock.now() });
    return ownedMemoryView(memory);
  }
}
