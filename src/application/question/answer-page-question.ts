import { isExamplePage } from '../../domain/memory/example-page.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import {
  ALERT_INTERVAL_MS,
  alertDue,
  normalizedAnswer,
  QuestionNotSetError,
  QuestionNotYetError,
  secondsUntilAnotherTry,
  TooManyWrongAnswersError,
  triesLeftAfterWrongAnswer,
  WRONG_ANSWER_WINDOW_MS,
  wrongAnswerLimit,
  WrongAnswerError,
} from '../../domain/question/page-question.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageQuestions } from '../ports/page-questions.js';
import type { QuestionKeys } from '../ports/question-keys.js';
import { assertPublic } from '../shared/public-memory.js';
import { pageEmail } from '../shared/queued-email.js';

export interface AnswerPageQuestionInput {
  readonly slug: string;
  readonly id: string;
  readonly answer: string;
  /** The visitor's address, only to count their wrong answers by (`QuestionKeys.clientKey`); never stored. */
  readonly clientAddress: string;
}

/** The right answer: the proof this browser keeps (the page's cookie), and the page's address. */
export interface AcceptedAnswer {
  readonly proof: string;
  readonly slug: string;
  readonly id: string;
}

/**
 * A visitor answers the page's question ("Pergunta de vocês"), once the page is open (first the date, then the
 * question). The answer is compared in its normalised form through its keyed hash; a wrong one is counted by page and
 * address over a window, refused past the limits with the wait, and from the third in a window the buyer is told, once
 * a day at most ("Alguém tentou abrir a página de vocês"), the alert queued with its mark in one transaction.
 */
export class AnswerPageQuestion {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly questions: PageQuestions,
    private readonly keys: QuestionKeys,
    private readonly clock: Clock,
  ) {}

  async execute(input: AnswerPageQuestionInput): Promise<AcceptedAnswer> {
    const page = await this.pages.findById(input.id);
    if (!page || page.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(page, now);
    if (page.isSealedAt(now)) throw new QuestionNotYetError();
    const stored = await this.questions.find(page.id);
    if (!stored) throw new QuestionNotSetError();

    const clientKey = this.keys.clientKey(page.id, input.clientAddress);
    const since = new Date(now.getTime() - WRONG_ANSWER_WINDOW_MS);
    const counts = await this.questions.wrongAnswers(page.id, clientKey, since);
    const limit = wrongAnswerLimit(counts);
    if (limit !== null) {
      const oldest = (limit === 'client' ? counts.oldestOfClient : counts.oldestOfPage) ?? now;
      throw new TooManyWrongAnswersError(secondsUntilAnotherTry(oldest, now));
    }
    if (this.keys.answerMatches(page.id, normalizedAnswer(input.answer), stored.answerHash)) {
      return { proof: this.keys.answeredProof(page.id, stored.answerHash), slug: page.slug, id: page.id };
    }
    const alert =
      alertDue(counts.page + 1, stored.alertedAt, now) && !isExamplePage(page.id)
        ? { email: pageEmail(page, 'question-tries', now), alertedBefore: new Date(now.getTime() - ALERT_INTERVAL_MS) }
        : null;
    await this.questions.recordWrongAnswer(page.id, clientKey, now, since, alert);
    throw new WrongAnswerError(triesLeftAfterWrongAnswer(counts));
  }
}
