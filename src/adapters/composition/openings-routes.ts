import type { Router } from '@koa/router';
import { RateLimiter } from '../http/middleware/rate-limiter.js';
import { HeldAnswers } from '../http/middleware/held-answers.js';
import {
  OPENINGS_LIMIT_WINDOW_MS,
  OPENINGS_PER_PAGE,
  OVER_LIMIT_HELD,
  OVER_LIMIT_PAUSE_MS,
  pageOpeningsRoutes,
} from '../http/page-openings.routes.js';
import type { Runtime } from './container.js';

/** Keys the in-memory limiter holds at most, as the API's other limiters. */
const MAX_KEYS = 10_000;

/** The "opened" route, limited in the database the instances share (PostgreSQL) or in memory. */
export function openingsRoutesOf(runtime: Runtime): Router {
  const { coordination } = runtime;
  const openingsPerPage =
    coordination.rateLimit?.('page-opening', OPENINGS_PER_PAGE, OPENINGS_LIMIT_WINDOW_MS) ??
    new RateLimiter(OPENINGS_PER_PAGE, OPENINGS_LIMIT_WINDOW_MS, { maxKeys: MAX_KEYS });
  return pageOpeningsRoutes(runtime.useCase, {
    openingsPerPage,
    overLimit: new HeldAnswers(OVER_LIMIT_PAUSE_MS, OVER_LIMIT_HELD),
  });
}
