import { MemoryConcurrentUpdateError, MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';

const MAX_ATTEMPTS = 3;

/** Invalidates a page's current edit link (a buyer says it leaked); the next resend carries a new one. */
export class RevokeEditLink {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string }): Promise<{ readonly editLinkVersion: number }> {
    for (let attempt = 1; ; attempt++) {
      const memory = await this.repository.findById(input.id);
      if (!memory) throw new MemoryNotFoundError();
      memory.revokeEditLinks(this.clock.now());
      try {
        await this.repository.update(memory);
        return { editLinkVersion: memory.editTokenVersion };
      } catch (error) {
        // The server changed the page meanwhile (an owner's edit): revoke on what it says now.
        if (error instanceof MemoryConcurrentUpdateError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }
}
