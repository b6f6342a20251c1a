import { createHash } from 'node:crypto';
import { Router } from '@koa/router';
import { GetShareCard } from '../../application/buyer/get-share-card.js';
import { GetShareLinks } from '../../application/buyer/get-share-links.js';
import { SHARE_CARD_FORMATS, type ShareCardFormat } from '../../application/ports/share-card-renderer.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { SHARE_CARD_FILE_NAME } from '../../texts/share-card.pt-br.js';
import type { ShareLinksResponse } from './contract/share-card.contract.js';
import { bearerToken } from './request-schemas.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';

const CONTENT_TYPE: Readonly<Record<ShareCardFormat, string>> = { a6: 'application/pdf', a4: 'application/pdf', story: 'image/png' };
const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The printable card and the status image: `GET /api/share-card/{id}/links` gives their addresses to the owner (edit
 * token) and to the return page just after the payment; `GET /api/share-card/{id}/{a6|a4|story}?k=` sends one file to
 * whoever holds the page's card key. Three-part addresses, so the public page's `/api/{slug}/{id}` never takes them.
 */
export function shareCardRoutes(useCase: ResolveUseCase): Router {
  const router = new Router({ prefix: '/api/share-card' });

  router.get('/:id/links', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const token = bearerToken(ctx.get('authorization'));
    ctx.body = (await useCase(GetShareLinks).execute({ id: memoryId(ctx.params.id), token })) satisfies ShareLinksResponse;
  });

  router.get('/:id/:format', async (ctx) => {
    const format = cardFormat(ctx.params.format);
    const key = typeof ctx.query.k === 'string' ? ctx.query.k : null;
    const withSky = ctx.query.ceu === '1';
    const card = await useCase(GetShareCard).execute({ id: memoryId(ctx.params.id), format, key, withSky });
    // Revalidated at every use (a cheap 304 while the card is unchanged), never kept by a shared cache: the address
    // carries a key, and an edit must show at once.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('ETag', `"${createHash('sha256').update(card.bytes).digest('base64url').slice(0, 27)}"`);
    ctx.set('Content-Disposition', `attachment; filename="${SHARE_CARD_FILE_NAME[format](card.slug)}"`);
    ctx.type = CONTENT_TYPE[format];
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = Buffer.from(card.bytes);
  });

  return router;
}

function memoryId(value: string | undefined): string {
  if (!value || !MEMORY_ID.test(value)) throw new MemoryNotFoundError();
  return value;
}

function cardFormat(value: string | undefined): ShareCardFormat {
  const format = SHARE_CARD_FORMATS.find((candidate) => candidate === value);
  if (!format) throw new MemoryNotFoundError();
  return format;
}
