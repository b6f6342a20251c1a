import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { CheckMusicLink } from '../../application/buyer/check-music-link.js';
import { SearchMusic } from '../../application/buyer/search-music.js';
import { errorSentence, REQUEST_ERROR_TEXT } from '../../texts/error-messages.pt-br.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { MusicCheckResponse, MusicFieldResponse, MusicSearchResponse } from './contract/music.contract.js';
import { HttpError } from './http-error.js';
import type { RateLimit } from './middleware/rate-limiter.js';
import { parseRequest } from './request-schemas.js';
import { clientKey } from './client-key.js';

export interface MusicRoutesLimits {
  /** Link checks per client (each may ask YouTube's oEmbed endpoint once). */
  readonly checksPerClient: RateLimit;
  /** Searches per client: each one spends the shop's daily YouTube quota. */
  readonly searchesPerClient: RateLimit;
}

/** Link checks one client may ask per hour: a buyer pastes a few links, the field asks once per pause in typing. */
export const MUSIC_CHECKS_PER_CLIENT_PER_HOUR = 60;
/** Searches one client may ask per hour. A search costs 100 of the 10,000 units a YouTube key gets per day. */
export const MUSIC_SEARCHES_PER_CLIENT_PER_HOUR = 20;
export const MUSIC_LIMIT_WINDOW_MS = 60 * 60 * 1000;

const checkQuery = z.object({ url: z.string().min(1).max(2000) });
const searchQuery = z.object({ q: z.string().max(500).optional() });

/**
 * The music field's questions, asked while the buyer types (creation form and editor), before anything is sent:
 * `GET /api/music-check?url=…` (the verdict an order would get, with the song's title and channel) and
 * `GET /api/music-search?q=…` (a few embeddable videos; 404 where the shop has no YouTube key), both limited per
 * client (429 with Retry-After), and `GET /api/music-field` (whether the search is offered). The key stays on the server. One path segment each: `/api/{slug}/{id}` is the page's.
 */
export function musicRoutes(useCase: ResolveUseCase, limits: MusicRoutesLimits): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/music-check', async (ctx) => {
    const { url } = parseRequest(checkQuery, ctx.query);
    await withinLimit(ctx, limits.checksPerClient);
    const checked = await useCase(CheckMusicLink).execute({ link: url });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      videoId: checked.videoId,
      availability: checked.availability,
      title: checked.title,
      channel: checked.channel,
      refusal: checked.refusal && { code: checked.refusal.code, error: errorSentence(checked.refusal) },
    } satisfies MusicCheckResponse;
  });

  // Asked once per visit by the field: a plain 200 either way, so a shop without search logs no failed request.
  router.get('/music-field', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { searchOffered: useCase(SearchMusic).offered } satisfies MusicFieldResponse;
  });

  router.get('/music-search', async (ctx) => {
    const { q = '' } = parseRequest(searchQuery, ctx.query);
    const search = useCase(SearchMusic);
    if (search.offered && q.trim() !== '') await withinLimit(ctx, limits.searchesPerClient);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { results: await search.execute({ words: q }) } satisfies MusicSearchResponse;
  });

  return router;
}

/** 429 with Retry-After once the client is over its limit. */
async function withinLimit(ctx: Context, limit: RateLimit): Promise<void> {
  const wait = await limit.hit(clientKey(ctx.ip));
  if (wait <= 0) return;
  throw new HttpError(429, 'request.rate-limited', REQUEST_ERROR_TEXT.rateLimited, undefined, { 'Retry-After': String(wait) });
}
