import { Router } from '@koa/router';
import { z } from 'zod';
import { GetOwnedLetters } from '../../application/letters/get-owned-letters.js';
import { GetPageLetters } from '../../application/letters/get-page-letters.js';
import { OpenLetter } from '../../application/letters/open-letter.js';
import { RemoveLetter } from '../../application/letters/remove-letter.js';
import { WriteLetter } from '../../application/letters/write-letter.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { OpenedLetterResponse, OwnedLetterResponse, OwnedLettersResponse, PageLettersResponse } from './contract/letters.contract.js';
import { answerProofIn } from './question-cookie.js';
import { bearerToken, parseRequest } from './request-schemas.js';
import { memoryIdParam, publicPageParams } from './route-params.js';

/** The letter's own rules are the domain's (`letters.*`, with their sentences); these bounds only keep a request small. */
const letterBody = z.object({ title: z.string().max(400), text: z.string().max(10_000), opensOn: z.string().max(40) });

/**
 * "Cartas para o futuro". The owner's, with the edit token: `GET /api/update/{id}/letters`, `POST` a new one, `PUT` and
 * `DELETE /api/update/{id}/letters/{letterId}` until its day (409 after, 403 on a plan without letters, 400 for a
 * letter that breaks a rule). The visitor's: `GET /api/{slug}/{id}/letters`, the envelopes, and
 * `POST /api/{slug}/{id}/letters/{letterId}/open`, the text from its day on (403 before it), its first opening told
 * to the buyer.
 */
export function lettersRoutes(useCase: ResolveUseCase, options: { onEmailQueued?: () => void } = {}): Router {
  const router = new Router({ prefix: '/api' });
  const json = jsonBody({ limit: '32kb' });

  router.get('/update/:id/letters', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(GetOwnedLetters).execute({ id, token: bearerToken(ctx.get('authorization')) })) satisfies OwnedLettersResponse;
  });

  router.post('/update/:id/letters', json, async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    const letter = parseRequest(letterBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = (await useCase(WriteLetter).execute({ id, token: bearerToken(ctx.get('authorization')), letter })) satisfies OwnedLetterResponse;
  });

  router.put('/update/:id/letters/:letterId', json, async (ctx) => {
    const [id, letterId] = [memoryIdParam(ctx.params.id), memoryIdParam(ctx.params.letterId)];
    const letter = parseRequest(letterBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(WriteLetter).execute({
      id,
      token: bearerToken(ctx.get('authorization')),
      letterId,
      letter,
    })) satisfies OwnedLetterResponse;
  });

  router.delete('/update/:id/letters/:letterId', async (ctx) => {
    const [id, letterId] = [memoryIdParam(ctx.params.id), memoryIdParam(ctx.params.letterId)];
    ctx.set('Cache-Control', 'no-store');
    await useCase(RemoveLetter).execute({ id, token: bearerToken(ctx.get('authorization')), letterId });
    ctx.status = 204;
  });

  router.get('/:slug/:id/letters', async (ctx) => {
    const { slug, id } = publicPageParams(ctx.params);
    ctx.set('Cache-Control', 'no-store');
    const answered = answerProofIn(ctx.get('cookie'));
    ctx.body = (await useCase(GetPageLetters).execute({ slug, id, answered })) satisfies PageLettersResponse;
  });

  router.post('/:slug/:id/letters/:letterId/open', async (ctx) => {
    const { slug, id } = publicPageParams(ctx.params);
    const letterId = memoryIdParam(ctx.params.letterId);
    ctx.set('Cache-Control', 'no-store');
    const ownerToken = bearerToken(ctx.get('authorization'));
    const answered = answerProofIn(ctx.get('cookie'));
    ctx.body = (await useCase(OpenLetter).execute({ slug, id, letterId, ownerToken, answered })) satisfies OpenedLetterResponse;
    options.onEmailQueued?.();
  });

  return router;
}
