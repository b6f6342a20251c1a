import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { RecordPageOpening } from '../../application/openings/record-page-opening.js';
import { AnswerPageQuestion, type AcceptedAnswer } from '../../application/question/answer-page-question.js';
import { GetOwnedQuestion } from '../../application/question/get-owned-question.js';
import { RemovePageQuestion } from '../../application/question/remove-page-question.js';
import { SetPageQuestion } from '../../application/question/set-page-question.js';
import { WrongAnswerError } from '../../domain/question/page-question.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { clientKey } from './client-key.js';
import type { AnswerAcceptedResponse, OwnedQuestionResponse } from './contract/question.contract.js';
import { ANSWER_COOKIE } from './question-cookie.js';
import { bearerToken, parseRequest } from './request-schemas.js';
import { memoryIdParam, publicPageParams } from './route-params.js';
import { UPLOADS_PREFIX } from './static/serve-uploads.js';

/** The question's own rules are the domain's (`question.*`, with their sentences); these bounds only keep a request small. */
const answerBody = z.object({ answer: z.string().max(300) });
const questionBody = z.object({ question: z.string().max(600), hint: z.string().max(600).nullish(), answer: z.string().max(300).nullish() });

/** The browser keeps the proof for a year: the recipient comes back to the page long after the first answer. */
const ANSWER_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * "Pergunta de vocês". The visitor's: `POST /api/{slug}/{id}/answer` `{ answer }`: right, 200 and the page's cookie
 * (the answer is the page's opening); wrong, 403 with the tries left; past the limits, 429 with Retry-After. The
 * owner's, with the edit token: `GET`, `PUT` (`{ question, hint, answer }`, the answer kept when left empty) and
 * `DELETE /api/update/{id}/question`.
 */
export function questionRoutes(useCase: ResolveUseCase, options: { onEmailQueued?: () => void } = {}): Router {
  const router = new Router({ prefix: '/api' });
  const json = jsonBody({ limit: '4kb' });

  router.post('/:slug/:id/answer', json, async (ctx) => {
    const { slug, id } = publicPageParams(ctx.params);
    const { answer } = parseRequest(answerBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    let accepted: AcceptedAnswer;
    try {
      accepted = await useCase(AnswerPageQuestion).execute({ slug, id, answer, clientAddress: clientKey(ctx.ip) });
    } catch (error) {
      // A wrong answer may have queued the buyer's alert.
      if (error instanceof WrongAnswerError) options.onEmailQueued?.();
      throw error;
    }
    setAnswerCookie(ctx, accepted);
    const opening = await useCase(RecordPageOpening).execute({ slug, id, proof: { answered: accepted.proof } });
    if (opening.emailQueued) options.onEmailQueued?.();
    ctx.body = { opened: true } satisfies AnswerAcceptedResponse;
  });

  router.get('/update/:id/question', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(GetOwnedQuestion).execute({ id, token: bearerToken(ctx.get('authorization')) })) satisfies OwnedQuestionResponse;
  });

  router.put('/update/:id/question', json, async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    const body = parseRequest(questionBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(SetPageQuestion).execute({
      id,
      token: bearerToken(ctx.get('authorization')),
      ...body,
    })) satisfies OwnedQuestionResponse;
  });

  router.delete('/update/:id/question', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    await useCase(RemovePageQuestion).execute({ id, token: bearerToken(ctx.get('authorization')) });
    ctx.status = 204;
  });

  return router;
}

/**
 * The proof goes with the page's addresses only: its HTML, its API (letters, replies, the answer) and its photos. One
 * name on three paths (never `overwrite`, which would keep only the last of them).
 */
function setAnswerCookie(ctx: Context, { slug, id, proof }: AcceptedAnswer): void {
  for (const path of [`/${slug}/${id}`, `/api/${slug}/${id}`, `${UPLOADS_PREFIX}${id}/`]) {
    ctx.cookies.set(ANSWER_COOKIE, proof, { path, httpOnly: true, sameSite: 'lax', secure: ctx.secure, maxAge: ANSWER_COOKIE_MAX_AGE_MS });
  }
}
