import { Router, type RouterContext } from '@koa/router';
import { TurnOffAnniversaryEmails } from '../../application/anniversaries/turn-off-anniversary-emails.js';
import { ANNIVERSARY_EMAILS_OFF_PAGE as TEXT } from '../../texts/anniversaries.pt-br.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { openingEmailsOffPage, type OpeningEmailsOffView } from './opening-emails-off-page.pt-br.js';

const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `GET|POST /aviso-de-aniversario/{id}/desligar?token=`: the signed link of the anniversary e-mail. The GET only asks
 * (a mail scanner that opens links changes nothing); the POST of its button turns these e-mails off. A document,
 * outside /api, so it gets the documents' security policy. No limit: its 256-bit signature cannot be guessed.
 */
export function anniversaryEmailsRoutes(useCase: ResolveUseCase): Router {
  const router = new Router();

  router.get('/aviso-de-aniversario/:id/desligar', async (ctx) => {
    const id = ctx.params.id!;
    const token = queryToken(ctx);
    const valid = MEMORY_ID.test(id) && (await useCase(TurnOffAnniversaryEmails).check({ id, token })) === 'valid';
    if (!valid) return answer(ctx, 403, { kind: 'message', text: TEXT.invalidLink });
    answer(ctx, 200, {
      kind: 'confirm',
      action: `/aviso-de-aniversario/${encodeURIComponent(id)}/desligar?token=${encodeURIComponent(token ?? '')}`,
    });
  });

  router.post('/aviso-de-aniversario/:id/desligar', async (ctx) => {
    const id = ctx.params.id!;
    const outcome = MEMORY_ID.test(id) ? await useCase(TurnOffAnniversaryEmails).execute({ id, token: queryToken(ctx) }) : 'invalid-link';
    if (outcome === 'invalid-link') return answer(ctx, 403, { kind: 'message', text: TEXT.invalidLink });
    answer(ctx, 200, { kind: 'message', text: outcome === 'turned-off' ? TEXT.turnedOff : TEXT.alreadyOff });
  });

  return router;
}

function queryToken(ctx: RouterContext): string | null {
  const token = ctx.query.token;
  return typeof token === 'string' ? token : null;
}

function answer(ctx: RouterContext, status: number, view: OpeningEmailsOffView): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = openingEmailsOffPage(view, TEXT);
}
