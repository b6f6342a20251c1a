import type { Context, Middleware } from 'koa';
import { requestIdOf } from '../middleware/request-context.js';
import type { Answer } from './answer.js';
import type { Encodings } from './encodings.js';
import type { PublicAddresses } from './public-addresses.js';
import type { PublicPageAnswers } from './public-page-answers.js';
import { answerProofIn } from '../question-cookie.js';
import { sendAnswer } from './send-answer.js';

/** The API's route `GET /api/:slug/:id`: the answer PublicPageAnswers makes, sent as it is. */
export function publicPageJsonRoute(answers: PublicPageAnswers, addresses: PublicAddresses): Middleware {
  return async (ctx) => {
    send(ctx, await answers.json(ctx.params.slug ?? '', ctx.params.id ?? '', answerProofIn(ctx.get('cookie'))));
    addresses.remember(ctx.path);
  };
}

/** `/{slug}/{id}` for the app's static files: resolves false when the app is not built (memory.html is then sent as built). */
export type PublicPageHtmlAnswer = (ctx: Context, slug: string, id: string) => Promise<boolean>;

export function publicPageHtmlAnswer(answers: PublicPageAnswers, encodings: Encodings, addresses: PublicAddresses): PublicPageHtmlAnswer {
  return async (ctx, slug, id) => {
    const read = {
      encoding: encodings.negotiated(ctx),
      ifNoneMatch: ctx.get('If-None-Match'),
      ifModifiedSince: ctx.get('If-Modified-Since'),
      cacheControl: ctx.get('Cache-Control'),
      answered: answerProofIn(ctx.get('cookie')),
    };
    const answer = await answers.html(slug, id, read);
    if (answer === null) return false;
    send(ctx, answer);
    addresses.remember(ctx.path);
    return true;
  };
}

/** Koa's own response is bypassed: the answer goes out as made; its status is Koa's for the log line and the metrics. */
function send(ctx: Context, answer: Answer): void {
  ctx.status = answer.status;
  ctx.respond = false;
  sendAnswer(ctx.res, ctx.method, ctx.state.requestId ?? requestIdOf(''), answer);
}
