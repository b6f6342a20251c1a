import { ContainerModule } from 'inversify';
import type { PageQuestions } from '../../../application/ports/page-questions.js';
import type { QuestionKeys } from '../../../application/ports/question-keys.js';
import { AnswerPageQuestion } from '../../../application/question/answer-page-question.js';
import { GetOwnedQuestion } from '../../../application/question/get-owned-question.js';
import { QuestionAlertEmailBuilder } from '../../../application/question/question-alert-email-builder.js';
import { QuestionGate } from '../../../application/question/question-gate.js';
import { QuestionOrderAddOn } from '../../../application/question/question-order-add-on.js';
import { RemovePageQuestion } from '../../../application/question/remove-page-question.js';
import { SetPageQuestion } from '../../../application/question/set-page-question.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { questionRoutes } from '../../http/question.routes.js';
import { CachedPageQuestions } from '../../persistence/cached-page-questions.js';
import { SqlPageQuestions } from '../../persistence/mikro-orm/sql-page-questions.js';
import { HmacQuestionKeys } from '../../security/hmac-question-keys.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/** Pages whose question (or that they have none) is held at most: a few hundred kilobytes. */
const QUESTION_CACHE_MAX_ENTRIES = 5000;

/**
 * "Pergunta de vocês": the gate every read of an open page asks (`QuestionGate`), the visitor's answer, the owner's
 * question on the edit page and with the order, and the buyer's alert of wrong answers.
 */
export const questionFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, QuestionGate, [P.PageQuestions, P.QuestionKeys]);
    useCase(bind, AnswerPageQuestion, [P.PublicPageRepository, P.PageQuestions, P.QuestionKeys, P.Clock]);
    useCase(bind, GetOwnedQuestion, [P.MemoryRepository, P.EditTokens, P.PageQuestions, P.Clock]);
    useCase(bind, SetPageQuestion, [P.MemoryRepository, P.EditTokens, P.PageQuestions, P.QuestionKeys, P.Clock]);
    useCase(bind, RemovePageQuestion, [P.MemoryRepository, P.EditTokens, P.PageQuestions, P.Clock]);
    useCase(bind, QuestionAlertEmailBuilder, [MemoryLinks, P.EditTokens]);
    useCase(bind, QuestionOrderAddOn, [P.PageQuestions, P.QuestionKeys]);
    bind(P.OrderAddOn).toService(QuestionOrderAddOn);
  }),
  routes: ({ runtime, workers }) => [questionRoutes(runtime.useCase, { onEmailQueued: () => void workers?.deliverEmailsNow() })],
  ports: {
    tokens: { pageQuestions: P.PageQuestions, questionKeys: P.QuestionKeys },
    make: ({ database, secret, config }): { pageQuestions: PageQuestions; questionKeys: QuestionKeys } => {
      const store = new SqlPageQuestions(database);
      const ttlMs = config.readCacheTtlMs;
      return {
        pageQuestions: ttlMs > 0 ? new CachedPageQuestions(store, { ttlMs, maxEntries: QUESTION_CACHE_MAX_ENTRIES }) : store,
        questionKeys: new HmacQuestionKeys(secret),
      };
    },
  },
});
