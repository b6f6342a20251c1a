import { validSkyPlace, type SkyPlaceInput } from '../../domain/sky/sky-place.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageSkies } from '../ports/page-skies.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedSkyView, type OwnedSkyView } from './owned-sky.js';

/** The owner adds the sky to the page, or moves it to another place, on the edit page. */
export class SetPageSky {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly skies: PageSkies,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined; readonly place: SkyPlaceInput }): Promise<OwnedSkyView> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now: this.clock.now() });
    const stored = { memoryId: page.id, ...validSkyPlace(input.place) };
    await this.skies.save(stored);
    return ownedSkyView(stored, page.datingSince);
  }
}
