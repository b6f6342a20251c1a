import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageSkies } from '../ports/page-skies.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

/** The owner takes the sky off the page. */
export class RemovePageSky {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly skies: PageSkies,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<void> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { ...input, now: this.clock.now() });
    await this.skies.remove(page.id);
  }
}
