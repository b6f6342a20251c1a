/** The JSON shapes of "Pergunta de vocês". The UI imports these with `import type` only. */
import type { AskedQuestion, AskingPageView } from '../../../application/shared/memory-views.js';

/**
 * GET /api/{slug}/{id} of a page that asks a question, while this browser has not answered it: the names and the
 * question. Once answered (the page's cookie), the same address answers the open page.
 */
export type AskingPageResponse = AskingPageView;
export type AskedQuestionResponse = AskedQuestion;

/**
 * POST /api/{slug}/{id}/answer: the visitor's answer. Right: 200 `AnswerAcceptedResponse` and a cookie scoped to the
 * page (the page then reads open on this browser). Wrong: 403 `question.wrong-answer` (`triesLeft`); too many wrong
 * answers: 429 `question.too-many-tries` with Retry-After; a page without a question: 404 `question.not-set`.
 */
export interface AnswerQuestionRequest {
  readonly answer: string;
}
export interface AnswerAcceptedResponse {
  readonly opened: true;
}

/** GET, PUT /api/update/{id}/question (with the edit token): the page's question and hint, never the answer; nulls when none. */
export interface OwnedQuestionResponse {
  readonly question: string | null;
  readonly hint: string | null;
}

/** PUT /api/update/{id}/question: the question as typed. Without `answer` (or empty), a question already set keeps its answer. */
export interface SetQuestionRequest {
  readonly question: string;
  readonly hint?: string | null;
  readonly answer?: string | null;
}
/** DELETE /api/update/{id}/question: 204, the page then opens without a question. */
