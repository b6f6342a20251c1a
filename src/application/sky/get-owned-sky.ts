import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageSkies } from '../ports/page-skies.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedSkyView, type OwnedSkyView } from './owned-sky.js';

/** The page's sky on its edit page, whatever its reveal date: the owner sees what the recipient will. */
export class GetOwnedSky {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly skies: PageSkies,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<OwnedSkyView> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { ...input, now: this.clock.now() });
    return ownedSkyView(await this.skies.find(page.id), page.datingSince);
  }
}
