import type { Router } from '@koa/router';
import type { CorrectBuyerEmail } from '../../application/buyer/correct-buyer-email.js';
import { maskEmail } from '../../domain/memory/email-mask.js';
import type { EmailCorrectionResponse } from './contract/memories.contract.js';
import { jsonBody } from '../shared/json-body.js';
import type { RateLimit } from './middleware/rate-limiter.js';
import { emailCorrectionBody, parseRequest } from './request-schemas.js';
import { clientKey } from './client-key.js';

export interface EmailCorrectionLimiters {
  /** Corrections per order, and per client, each hour: the resend's limits. */
  readonly perOrder: RateLimit;
  readonly perClient: RateLimit;
}

/**
 * "E-mail errado?" on the payment return page: the ordering browser corrects the buyer's address within an hour and
 * gets the page's e-mail again there. Limited like the resend: a client over its limit is refused before the order is
 * counted. Answered 202 once the e-mail is queued (or there is nothing to queue yet: the order is unpaid).
 */
export function addEmailCorrectionRoute(
  router: Router,
  correctBuyerEmail: CorrectBuyerEmail,
  options: {
    readonly limiters: EmailCorrectionLimiters;
    readonly memoryId: (value: string | undefined) => string;
    readonly withinLimit: (waitSeconds: number) => void;
    readonly onEmailQueued?: () => void;
  },
): void {
  const json = jsonBody({ limit: '8kb' });
  router.post('/email-correction/:id', json, async (ctx) => {
    const id = options.memoryId(ctx.params.id);
    const { email, key } = parseRequest(emailCorrectionBody, ctx.request.body);
    options.withinLimit(await options.limiters.perClient.hit(clientKey(ctx.ip)));
    options.withinLimit(await options.limiters.perOrder.hit(id));
    ctx.set('Cache-Control', 'no-store');
    const corrected = await correctBuyerEmail.execute({ id, key: key ?? '', email });
    if (corrected.queued) options.onEmailQueued?.();
    ctx.status = 202;
    ctx.body = { email_masked: maskEmail(corrected.email), queued: corrected.queued } satisfies EmailCorrectionResponse;
  });
}
