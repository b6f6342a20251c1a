import { Router } from '@koa/router';

export interface HealthChecks {
  /** Resolves when the database answers and commits a write. */
  readonly database: () => Promise<void>;
  /** Resolves when a file can be created in (and removed from) the photo folder. */
  readonly storage: () => Promise<void>;
}

type PartState = 'ok' | 'failing';

/**
 * Readiness: 200 only while the database and the photo storage can both be written (a full disk answers reads but
 * fails every order); otherwise 503, naming the part that fails.
 */
export function healthRoutes(checks: HealthChecks): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const check = (part: keyof HealthChecks): Promise<PartState> =>
      checks[part]().then(
        () => 'ok',
        (error: unknown) => {
          ctx.state.log.error('health check failed', { part, err: error });
          return 'failing';
        },
      );
    const [database, storage] = await Promise.all([check('database'), check('storage')]);
    const healthy = database === 'ok' && storage === 'ok';
    ctx.status = healthy ? 200 : 503;
    ctx.body = { status: healthy ? 'ok' : 'unavailable', database, storage };
  });
  return router;
}
