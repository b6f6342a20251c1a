import { assertRemovable, LetterNotFoundError } from '../../domain/letters/future-letter.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

/** The owner removes a letter for the future, until its day. */
export class RemoveLetter {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly letters: FutureLetters,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined; readonly letterId: string }): Promise<void> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    const letter = await this.letters.find(page.id, input.letterId);
    if (!letter) throw new LetterNotFoundError();
    assertRemovable(letter, now);
    await this.letters.remove(page.id, letter.id);
  }
}
