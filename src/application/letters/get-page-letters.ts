import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { QuestionGate } from '../question/question-gate.js';
import { assertPublic } from '../shared/public-memory.js';
import { letterEnvelope, type LetterEnvelopeView } from './letter-views.js';

/**
 * The envelopes on the public page: each letter's title and day, never a text (a letter is opened one at a time,
 * `OpenLetter`). Unknown and unpaid pages are not found, ended ones gone; a page before its reveal date, or before
 * this browser answered its question, shows none.
 */
export class GetPageLetters {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly letters: FutureLetters,
    private readonly clock: Clock,
    private readonly gate: QuestionGate,
  ) {}

  async execute(input: {
    readonly slug: string;
    readonly id: string;
    readonly answered?: string | null;
  }): Promise<{ readonly letters: readonly LetterEnvelopeView[] }> {
    const page = await this.pages.findById(input.id);
    if (!page || page.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(page, now);
    if (page.isSealedAt(now) || (await this.gate.asks(page, input.answered))) return { letters: [] };
    return { letters: (await this.letters.ofPage(page.id)).map((letter) => letterEnvelope(letter, now)) };
  }
}
