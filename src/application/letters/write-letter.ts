import {
  editedLetter,
  LETTERS_MAX,
  LetterNotFoundError,
  newLetter,
  TooManyLettersError,
  type LetterInput,
} from '../../domain/letters/future-letter.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedLetterView, type OwnedLetterView } from './letter-views.js';

export interface WriteLetterInput {
  readonly id: string;
  readonly token: string | null | undefined;
  /** The letter to change; absent: a new letter. */
  readonly letterId?: string;
  readonly letter: LetterInput;
}

/**
 * The owner writes a new letter for the future (Pra Sempre pages, twelve at most) or changes one until its day. The
 * twelfth place is taken by one of two owners racing for it: the store adds only below the bound.
 */
export class WriteLetter {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly letters: FutureLetters,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: WriteLetterInput): Promise<OwnedLetterView> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    if (input.letterId !== undefined) {
      const current = await this.letters.find(page.id, input.letterId);
      if (!current) throw new LetterNotFoundError();
      const edited = editedLetter(current, input.letter, now);
      await this.letters.update(edited);
      return ownedLetterView(edited, now);
    }
    const count = (await this.letters.ofPage(page.id)).length;
    const letter = newLetter({ memoryId: page.id, id: this.ids.memoryId(), plan: page.plan.id, count, letter: input.letter, now });
    if (!(await this.letters.add(letter, LETTERS_MAX))) throw new TooManyLettersError();
    return ownedLetterView(letter, now);
  }
}
