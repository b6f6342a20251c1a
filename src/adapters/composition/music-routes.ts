import type { Router } from '@koa/router';
import { RateLimiter } from '../http/middleware/rate-limiter.js';
import { MUSIC_CHECKS_PER_CLIENT_PER_HOUR, MUSIC_LIMIT_WINDOW_MS, MUSIC_SEARCHES_PER_CLIENT_PER_HOUR, musicRoutes } from '../http/music.routes.js';
import type { Runtime } from './container.js';

/** Keys an in-memory limiter holds at most, as the API's other limiters. */
const MAX_KEYS = 10_000;

/** The music field's check and search, limited in the database the instances share (PostgreSQL) or in memory. */
export function musicRoutesOf(runtime: Runtime): Router {
  const limit = (name: string, hits: number) =>
    runtime.coordination.rateLimit?.(name, hits, MUSIC_LIMIT_WINDOW_MS) ?? new RateLimiter(hits, MUSIC_LIMIT_WINDOW_MS, { maxKeys: MAX_KEYS });
  return musicRoutes(runtime.useCase, {
    checksPerClient: limit('music-check-per-client', MUSIC_CHECKS_PER_CLIENT_PER_HOUR),
    searchesPerClient: limit('music-search-per-client', MUSIC_SEARCHES_PER_CLIENT_PER_HOUR),
  });
}
