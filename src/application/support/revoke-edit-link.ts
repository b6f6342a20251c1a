import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { retryOnConcurrentUpdate } from '../shared/retry-on-concurrent-update.js';

/** Invalidates a page's current edit link (a buyer says it leaked); the next resend carries a new one. */
export class RevokeEditLink {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  execute(input: { readonly id: string }): Promise<{ readonly editLinkVersion: number }> {
    // The server may change the page meanwhile (an owner's edit): then revoke on what it says now.
    return retryOnConcurrentUpdate(async () => {
      const memory = await this.repository.findById(input.id);
      if (!memory) throw new MemoryNotFoundError();
      memory.revokeEditLinks(this.clock.now());
      await this.repository.update(memory);
      return { editLinkVersion: memory.editTokenVersion };
    });
  }
}
