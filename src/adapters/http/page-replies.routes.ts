import { answerProofIn } from './question-cookie.js';
import { Router } from '@koa/router';
import { z } from 'zod';
import { SendPageReply } from '../../application/replies/send-page-reply.js';
import { TurnPageReplies } from '../../application/replies/turn-page-replies.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { OwnedRepliesResponse, SendReplyResponse } from './contract/page-replies.contract.js';
import { bearerToken, parseRequest } from './request-schemas.js';
import { clientKey } from './client-key.js';
import { memoryIdParam, publicPageParams } from './route-params.js';

/**
 * The note's length is the domain's rule (`reply.note-too-long`, with its own sentence); this bound only keeps a
 * request from carrying a book.
 */
const sendReplyBody = z.object({ note: z.string().max(4000).nullish() });
const turnRepliesBody = z.object({ enabled: z.boolean() });

/**
 * `POST /api/{slug}/{id}/replies`: a visitor's reply ("Responder com carinho"), 201 once stored with its e-mail; 400
 * for a note too long, 403 when the owner turned replies off, 429 past the page's limits (nothing stored), 404 and 410
 * as for the page. `PUT /api/update/{id}/replies`: the owner's switch, with the edit token, answered with the
 * replies as `GET /api/update/{id}` lists them.
 */
export function pageRepliesRoutes(useCase: ResolveUseCase, options: { onEmailQueued?: () => void } = {}): Router {
  const router = new Router({ prefix: '/api' });
  const json = jsonBody({ limit: '16kb' });

  router.post('/:slug/:id/replies', json, async (ctx) => {
    const { slug, id } = publicPageParams(ctx.params);
    const { note } = parseRequest(sendReplyBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    const sent = await useCase(SendPageReply).execute({
      slug,
      id,
      note,
      clientAddress: clientKey(ctx.ip),
      answered: answerProofIn(ctx.get('cookie')),
    });
    options.onEmailQueued?.();
    ctx.status = 201;
    ctx.body = { note: sent.note, createdAt: sent.createdAt.toISOString() } satisfies SendReplyResponse;
  });

  router.put('/update/:id/replies', json, async (ctx) => {
    const token = bearerToken(ctx.get('authorization'));
    const id = memoryIdParam(ctx.params.id);
    const { enabled } = parseRequest(turnRepliesBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(TurnPageReplies).execute({ id, token, enabled })) satisfies OwnedRepliesResponse;
  });

  return router;
}
