import { Router, type RouterContext } from '@koa/router';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { openingEmailsOffPage, type EmailsOffTexts, type OpeningEmailsOffView } from './opening-emails-off-page.pt-br.js';

const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface TurnOffLink {
  readonly id: string;
  readonly token: string | null;
}

/** What a signed "turn these e-mails off" link asks of its use case. */
export interface TurnOffEmails {
  check(input: TurnOffLink): Promise<'valid' | 'invalid-link'>;
  execute(input: TurnOffLink): Promise<'turned-off' | 'already-off' | 'invalid-link'>;
}

/** The page's words: its fixed texts and the three answers. */
export interface TurnOffTexts extends EmailsOffTexts {
  readonly turnedOff: string;
  readonly alreadyOff: string;
  readonly invalidLink: string;
}

/** The shop the pages wear the look of: its name, and the stylesheets of its app (read when first asked for). */
export interface ShopLookSource {
  readonly name: string;
  readonly stylesheets: () => Promise<readonly string[]>;
}

/**
 * `GET|POST {path}/{id}/desligar?token=`: the signed link of an e-mail that a page sends on its own (opened,
 * anniversary). The GET only asks (a mail scanner that opens links changes nothing); the POST of its button turns
 * these e-mails off. A document, outside /api, so it gets the documents' security policy. No limit: its 256-bit
 * signature cannot be guessed.
 */
export function emailTurnOffRoutes(path: string, useCaseClass: abstract new (...args: never[]) => TurnOffEmails, text: TurnOffTexts) {
  return (useCase: ResolveUseCase, shop: ShopLookSource): Router => {
    const router = new Router();
    const answer = async (ctx: RouterContext, status: number, view: OpeningEmailsOffView) => {
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = openingEmailsOffPage(view, text, { name: shop.name, stylesheets: await shop.stylesheets() });
    };

    router.get(`${path}/:id/desligar`, async (ctx) => {
      const id = ctx.params.id!;
      const token = queryToken(ctx);
      const valid = MEMORY_ID.test(id) && (await useCase(useCaseClass).check({ id, token })) === 'valid';
      if (!valid) return answer(ctx, 403, { kind: 'message', text: text.invalidLink });
      const action = `${path}/${encodeURIComponent(id)}/desligar?token=${encodeURIComponent(token ?? '')}`;
      await answer(ctx, 200, { kind: 'confirm', action });
    });

    router.post(`${path}/:id/desligar`, async (ctx) => {
      const id = ctx.params.id!;
      const outcome = MEMORY_ID.test(id) ? await useCase(useCaseClass).execute({ id, token: queryToken(ctx) }) : 'invalid-link';
      if (outcome === 'invalid-link') return answer(ctx, 403, { kind: 'message', text: text.invalidLink });
      await answer(ctx, 200, { kind: 'message', text: outcome === 'turned-off' ? text.turnedOff : text.alreadyOff });
    });

    return router;
  };
}

function queryToken(ctx: RouterContext): string | null {
  const token = ctx.query.token;
  return typeof token === 'string' ? token : null;
}
