import { Router } from '@koa/router';
import type { Context } from 'koa';

export interface HealthChecks {
  /** Resolves when the database answers and commits a write. */
  readonly database: () => Promise<void>;
  /** Resolves when a file can be created in (and removed from) the photo folder. */
  readonly storage: () => Promise<void>;
  /** Resolves true while the data folder keeps room for a few more orders; without it, space is not looked at. */
  readonly roomForOrders?: () => Promise<boolean>;
}

type PartState = 'ok' | 'failing';

/**
 * Readiness: 200 only while the database and the photo storage can both be written (a full disk answers reads but
 * fails every order) and the data folder keeps room for a few orders; otherwise 503, naming the part that fails.
 * `"storage": "low"` is space running out while writes still work: the balancer turns away before an order fails.
 */
export function healthRoutes(checks: HealthChecks): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const check = (part: string, probe: () => Promise<void>): Promise<PartState> =>
      probe().then(
        () => 'ok',
        (error: unknown) => {
          ctx.state.log.error('health check failed', { part, err: error });
          return 'failing';
        },
      );
    const [database, written, room] = await Promise.all([
      check('database', checks.database),
      check('storage', checks.storage),
      roomForOrders(ctx, checks.roomForOrders),
    ]);
    const storage = written === 'failing' || room === 'failing' ? 'failing' : room;
    const healthy = database === 'ok' && storage === 'ok';
    ctx.status = healthy ? 200 : 503;
    ctx.body = { status: healthy ? 'ok' : 'unavailable', database, storage };
  });
  return router;
}

async function roomForOrders(ctx: Context, probe: HealthChecks['roomForOrders']): Promise<PartState | 'low'> {
  if (!probe) return 'ok';
  try {
    return (await probe()) ? 'ok' : 'low';
  } catch (error) {
    ctx.state.log.error('health check failed', { part: 'space', err: error });
    return 'failing';
  }
}
