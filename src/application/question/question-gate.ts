import type { Memory } from '../../domain/memory/memory.js';
import type { PageQuestions, StoredQuestion } from '../ports/page-questions.js';
import type { QuestionKeys } from '../ports/question-keys.js';
import type { AskedQuestion } from '../shared/memory-views.js';

/**
 * "Pergunta de vocês" on every read of an open page: whether it still asks its question of this browser, which has
 * shown the page's answer proof (its cookie) or not. Every read that a reveal date withholds asks this too.
 */
export class QuestionGate {
  constructor(
    private readonly questions: PageQuestions,
    private readonly keys: QuestionKeys,
  ) {}

  /** The question the page asks of a browser holding `proof`; null when it asks none, or this browser answered it. */
  async asks(memory: Pick<Memory, 'id'>, proof: string | null | undefined): Promise<AskedQuestion | null> {
    const stored = await this.questions.find(memory.id);
    if (!stored || this.answered(stored, proof)) return null;
    return { question: stored.question, hint: stored.hint };
  }

  /** Whether the page asks any question at all. */
  async hasQuestion(memory: Pick<Memory, 'id'>): Promise<boolean> {
    return (await this.questions.find(memory.id)) !== null;
  }

  answered(stored: StoredQuestion, proof: string | null | undefined): boolean {
    return Boolean(proof) && this.keys.proofMatches(stored.memoryId, stored.answerHash, proof!);
  }
}
