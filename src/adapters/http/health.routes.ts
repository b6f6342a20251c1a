import { Router } from '@koa/router';

/** Readiness: answers 200 only while the database answers. */
export function healthRoutes(checks: { database: () => Promise<void> }): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await checks.database();
      ctx.body = { status: 'ok', database: 'ok' };
    } catch (error) {
      ctx.state.log.error('health check failed', { err: error });
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: 'unreachable' };
    }
  });
  return router;
}
