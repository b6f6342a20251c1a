import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import { IMMUTABLE, REVALIDATE, sendFile } from './send-file.js';

/** The app's own routes (spec section 2, plus the payment return page); anything else is the app's 404 screen. */
const APP_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/create\/?$/,
  /^\/terms-of-use\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/update\/[A-Za-z0-9_-]+\/?$/,
  /^\/pagamento\/[A-Za-z0-9_-]+\/?$/,
  /^\/renovar\/[A-Za-z0-9_-]+\/?$/,
];

/** `/{slug}/{id}`: the public page, served from its own lighter entry. */
const PUBLIC_PAGE = /^\/[a-z0-9-]+\/[A-Za-z0-9_-]+\/?$/;

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, the public page's own
 * entry for `/{slug}/{id}`, and the app's index.html for its other routes.
 */
export function serveUi(uiDir: string): Middleware {
  const root = resolve(uiDir);

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();

    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    // koa-send keeps the path inside the root; a folder, a page's own .html or a compressed copy is never asked for.
    if (!decoded.endsWith('/') && !decoded.endsWith('.html') && !/\.(br|gz)$/.test(decoded)) {
      const cache = decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
      if (await sendFile(ctx, root, ctx.path, { cacheControl: cache, precompressed: true })) return;
    }
    if (decoded.startsWith('/assets/')) return next();

    const known = APP_ROUTES.some((route) => route.test(ctx.path));
    if (!known && PUBLIC_PAGE.test(ctx.path) && (await sendFile(ctx, root, 'memory.html', { cacheControl: REVALIDATE, precompressed: true }))) return;
    if (await sendFile(ctx, root, 'index.html', { cacheControl: REVALIDATE, status: known ? 200 : 404, precompressed: true })) return;
    await next();
  };
}
