import type { StoredQuestion } from '../ports/page-questions.js';

/**
 * A page's question as support sees it: the question, the hint and when the buyer was last told of wrong answers;
 * never the answer's hash, which checks an answer and is nobody's to read.
 */
export type SupportQuestionView = Omit<StoredQuestion, 'memoryId' | 'answerHash'>;

export function supportQuestionView({ memoryId: _page, answerHash: _hash, ...question }: StoredQuestion): SupportQuestionView {
  return question;
}
