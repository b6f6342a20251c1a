import { firstOpening, isLetterOpen, LetterNotFoundError, LetterSealedError } from '../../domain/letters/future-letter.js';
import { isExamplePage } from '../../domain/memory/example-page.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { FutureLetters } from '../ports/future-letters.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { QuestionGate } from '../question/question-gate.js';
import { assertPublic } from '../shared/public-memory.js';
import { letterOpenedEmail } from '../shared/queued-email.js';
import { letterEnvelope, type OpenedLetterView } from './letter-views.js';

export interface OpenLetterInput {
  readonly slug: string;
  readonly id: string;
  readonly letterId: string;
  /** The edit token, when the browser holds it: the owner reads a letter before its day, and her reading is nobody's opening. */
  readonly ownerToken?: string | null;
  /** The page's answer proof this browser holds ("Pergunta de vocês"), when it holds one. */
  readonly answered?: string | null;
}

/**
 * A visitor opens a letter for the future: its text only from its day on (before it, `letters.sealed`, and nothing of
 * the page before its reveal date or before this browser answered its question). The first opening by anyone but the owner is recorded with "A carta de … foi
 * aberta" queued to the buyer, in one transaction: once, however many open it at once, on however many instances.
 */
export class OpenLetter {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly letters: FutureLetters,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
    private readonly gate: QuestionGate,
  ) {}

  async execute(input: OpenLetterInput): Promise<OpenedLetterView> {
    const page = await this.pages.findById(input.id);
    if (!page || page.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(page, now);
    const owner = Boolean(input.ownerToken && this.editTokens.matches(page.id, page.editTokenVersion, input.ownerToken));
    const shown = owner || (!page.isSealedAt(now) && (await this.gate.asks(page, input.answered)) === null);
    const letter = shown ? await this.letters.find(page.id, input.letterId) : null;
    if (!letter) throw new LetterNotFoundError();
    if (!owner && !isLetterOpen(letter, now)) throw new LetterSealedError();
    const opened = owner || isExamplePage(page.id) ? null : firstOpening(letter, now);
    if (opened) await this.letters.markOpened(page.id, letter.id, now, [letterOpenedEmail(page, letter.id, now)]);
    return { ...letterEnvelope(letter, now), text: letter.text };
  }
}
