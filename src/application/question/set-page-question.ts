import { normalizedAnswer, QuestionAnswerRequiredError, validPageQuestion, validQuestionWording } from '../../domain/question/page-question.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageQuestions } from '../ports/page-questions.js';
import type { QuestionKeys } from '../ports/question-keys.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedQuestionView, type OwnedQuestionView } from './owned-question.js';

export interface SetPageQuestionInput {
  readonly id: string;
  readonly token: string | null | undefined;
  readonly question: string;
  readonly hint?: string | null;
  /** Empty or absent: the question already set keeps its answer (and the browsers that answered it stay in). */
  readonly answer?: string | null;
}

/** The owner adds or changes the page's question on the edit page. A new answer asks every browser again. */
export class SetPageQuestion {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly questions: PageQuestions,
    private readonly keys: QuestionKeys,
    private readonly clock: Clock,
  ) {}

  async execute(input: SetPageQuestionInput): Promise<OwnedQuestionView> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now: this.clock.now() });
    const keepsAnswer = normalizedAnswer(input.answer ?? '') === '';
    const stored = keepsAnswer ? await this.questions.find(page.id) : null;
    if (keepsAnswer && !stored) throw new QuestionAnswerRequiredError();
    const checked = keepsAnswer ? null : validPageQuestion({ ...input, answer: input.answer ?? '' });
    const wording = checked ?? validQuestionWording(input);
    const answerHash = checked ? this.keys.answerHash(page.id, checked.answer) : stored!.answerHash;
    await this.questions.save({ memoryId: page.id, question: wording.question, hint: wording.hint, answerHash });
    return ownedQuestionView(wording);
  }
}
