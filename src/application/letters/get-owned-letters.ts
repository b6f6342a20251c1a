import { planHasLetters } from '../../domain/letters/letters-plan.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedLettersView, type OwnedLettersView } from './letter-views.js';

/** The page's letters for the future as its owner sees them on the edit page: whole, sealed or not. */
export class GetOwnedLetters {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly letters: FutureLetters,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<OwnedLettersView> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    return ownedLettersView(planHasLetters(page.plan.id), await this.letters.ofPage(page.id), now);
  }
}
