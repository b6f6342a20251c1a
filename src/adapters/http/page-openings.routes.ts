import { answerProofIn } from './question-cookie.js';
import { Router } from '@koa/router';
import { GetPublicPage } from '../../application/buyer/get-public-page.js';
import { RecordPageOpening, type OwnBrowserProof } from '../../application/openings/record-page-opening.js';
import { formBody } from '../shared/json-body.js';
import { TurnOffOpeningEmails } from '../../application/openings/turn-off-opening-emails.js';
import { isExamplePage } from '../../domain/memory/example-page.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { OPENING_EMAILS_OFF_PAGE } from '../../texts/page-openings.pt-br.js';
import { emailTurnOffRoutes } from './email-turn-off.routes.js';
import type { HeldAnswers } from './middleware/held-answers.js';
import type { RateLimit } from './middleware/rate-limiter.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';

export interface PageOpeningsLimits {
  /**
   * "Opened" requests per page that reach the store of openings: what a script can make the database do for one page,
   * whatever it sends. Beyond it the request is answered the same and nothing is written. (The "turn off" link needs
   * no limit: its 256-bit signature cannot be guessed.)
   */
  readonly openingsPerPage: RateLimit;
  /**
   * Where an "opened" over the page's limit waits before its answer: a visitor's beacon never waits for it, a script
   * flooding the address slows down to a few requests per second, and the reads keep the server.
   */
  readonly overLimit: HeldAnswers;
}

/** How long an "opened" over the limit waits for its answer, and how many wait at most. */
export const OVER_LIMIT_PAUSE_MS = 1000;
export const OVER_LIMIT_HELD = 1000;

/** "Opened" requests per page per window written through; a visitor sends one per half hour, and the window counts one. */
export const OPENINGS_PER_PAGE = 30;
export const OPENINGS_LIMIT_WINDOW_MS = 10 * 60_000;

const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[^/]{1,200}$/;

/**
 * `POST /api/{slug}/{id}/opened`: the public page's gate was tapped (sent with `navigator.sendBeacon`: the address,
 * and from the buyer's own browsers a form body `editToken=…` or `orderKey=…` proving it, so their looks are not the
 * opening). Answered 204 with nothing to read, whether it counted or not, so it tells a caller nothing, a proof's
 * verdict included; over the page's limit, only after a pause.
 */
export function pageOpeningsRoutes(useCase: ResolveUseCase, limits: PageOpeningsLimits): Router {
  const router = new Router();

  router.post('/api/:slug/:id/opened', formBody({ limit: '2kb' }), async (ctx) => {
    const { slug, id } = { slug: ctx.params.slug!, id: ctx.params.id! };
    if (!SLUG.test(slug) || !MEMORY_ID.test(id)) throw new MemoryNotFoundError();
    // The page is looked up first (the read every visit makes, cached): an unknown id is a 404 that leaves nothing
    // in the limiter, and the limiter bounds the writes one page can cause.
    await useCase(GetPublicPage).execute({ slug, id });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
    // The product's example page counts nothing: no opening, and no limiter's counter either.
    if (isExamplePage(id)) return;
    if ((await limits.openingsPerPage.hit(id)) === 0) {
      await useCase(RecordPageOpening).execute({ slug, id, proof: { ...proofOf(ctx.request.body), answered: answerProofIn(ctx.get('cookie')) } });
    } else await limits.overLimit.hold();
  });

  return router;
}

/** The form fields of a beacon, when they are short strings; anything else proves nothing. */
function proofOf(body: unknown): OwnBrowserProof | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const field = (name: string): string | undefined => {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : undefined;
  };
  const editToken = field('editToken');
  const orderKey = field('orderKey');
  if (!editToken && !orderKey) return undefined;
  return { ...(editToken ? { editToken } : {}), ...(orderKey ? { orderKey } : {}) };
}

/** `GET|POST /aviso-de-abertura/{id}/desligar?token=`: the signed link of the "opened" e-mail. */
export const openingEmailsRoutes = emailTurnOffRoutes('/aviso-de-abertura', TurnOffOpeningEmails, OPENING_EMAILS_OFF_PAGE);
