// Baseline for the read benchmark: Koa and @koa/router with nothing else, answering a fixed JSON document on the same
// kind of route as the product's GET /api/:slug/:id. Plain JavaScript so that it starts without a compiler.
//   BENCH_PORT, BENCH_HOST: where to listen; BENCH_BODY: the JSON text to answer (parsed once, serialised per request
//   by Koa, as the product's body is).
import Koa from 'koa';
import { Router } from '@koa/router';

const port = Number(process.env.BENCH_PORT ?? 3100);
const host = process.env.BENCH_HOST ?? '127.0.0.1';
const body = JSON.parse(process.env.BENCH_BODY ?? '{}');

const app = new Koa();
const router = new Router();
router.get('/healthz', (ctx) => {
  ctx.body = { status: 'ok' };
});
router.get('/api/:slug/:id', (ctx) => {
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = body;
});
app.use(router.routes());
app.use(router.allowedMethods());

const server = app.listen(port, host);
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
