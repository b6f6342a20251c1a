// Baseline for the public page's HTML: Koa and @koa/router with nothing else, sending the same HTML bytes, held in
// memory, on the same kind of route as the product's GET /{slug}/{id}. Plain JavaScript so it starts without a compiler.
//   BENCH_PORT, BENCH_HOST: where to listen; BENCH_BODY_FILE: the HTML to answer (read once at start).
import { readFileSync } from 'node:fs';
import Koa from 'koa';
import { Router } from '@koa/router';

const port = Number(process.env.BENCH_PORT ?? 3100);
const host = process.env.BENCH_HOST ?? '127.0.0.1';
const body = readFileSync(process.env.BENCH_BODY_FILE ?? '/dev/null');

const app = new Koa();
const router = new Router();
router.get('/healthz', (ctx) => {
  ctx.body = { status: 'ok' };
});
router.get('/:slug/:id', (ctx) => {
  ctx.set('Cache-Control', 'no-cache');
  ctx.type = 'text/html; charset=utf-8';
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
