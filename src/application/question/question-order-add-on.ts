import { validPageQuestion } from '../../domain/question/page-question.js';
import type { NewOrder, OrderAddOn, OrderAddOnWrite } from '../buyer/order-add-on.js';
import type { PageQuestions } from '../ports/page-questions.js';
import type { QuestionKeys } from '../ports/question-keys.js';

/** "Pergunta de vocês" on the creation form: the question is stored with the page, before its checkout opens. */
export class QuestionOrderAddOn implements OrderAddOn {
  constructor(
    private readonly questions: PageQuestions,
    private readonly keys: QuestionKeys,
  ) {}

  prepare({ memoryId, extras }: NewOrder): OrderAddOnWrite | null {
    if ((extras.question ?? '').trim() === '') return null;
    const { question, hint, answer } = validPageQuestion({
      question: extras.question!,
      hint: extras.questionHint,
      answer: extras.questionAnswer ?? '',
    });
    const answerHash = this.keys.answerHash(memoryId, answer);
    return () => this.questions.save({ memoryId, question, hint, answerHash });
  }
}
