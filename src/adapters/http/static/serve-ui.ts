import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import type { PublicPageHtmlAnswer } from '../public-page/koa-public-page.js';
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

/** Whether `path` is one of the app's own routes (a document of the React app). */
export function isAppRoute(path: string): boolean {
  return APP_ROUTES.some((route) => route.test(path));
}

/** App routes with HTML of their own, written by the build (vite.config.ts): `/` and `/create` prerendered. */
const ROUTE_PAGES: Readonly<Record<string, string>> = { '/': 'landing.html', '/create': 'create.html' };

/** `/{slug}/{id}`: the public page, served from its own lighter entry. */
const PUBLIC_PAGE = /^\/([a-z0-9-]+)\/([A-Za-z0-9_-]+)\/?$/;

/** `/{slug}/{id}` with its slug and id when `path` is a public page's address: not the API's, an asset's or an app route's. */
export function publicPageAddress(path: string): RegExpExecArray | null {
  if (path.startsWith('/api/') || path.startsWith('/assets/') || APP_ROUTES.some((route) => route.test(path))) return null;
  return PUBLIC_PAGE.exec(path);
}

/** Sends one of the app's documents as the server makes it; resolves false when there is no such file. */
export type DocumentSender = (ctx: Parameters<Middleware>[0], file: string, status?: number) => Promise<boolean>;

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, the public page's own
 * entry for `/{slug}/{id}` (made per page with its head by `publicPage` when given, else the file as built), the
 * build's own pages for `/` and `/create`, and the app's index.html for its other routes.
 */
export function serveUi(uiDir: string, publicPage?: PublicPageHtmlAnswer, documents?: DocumentSender): Middleware {
  const root = resolve(uiDir);
  // Documents the server makes (the shop's identity or content in them) are sent as made; otherwise as built.
  const sendDocument: DocumentSender = (ctx, file, status = 200) =>
    documents ? documents(ctx, file, status) : sendFile(ctx, root, file, { cacheControl: REVALIDATE, status, precompressed: true });

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    // The public page first: nearly every visit is one, and no built file has its shape (two segments, no dot).
    const address = publicPage ? publicPageAddress(ctx.path) : null;
    if (address && (await publicPage!(ctx, address[1]!, address[2]!))) return;

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
    if (!known && !publicPage && PUBLIC_PAGE.test(ctx.path) && (await sendDocument(ctx, 'memory.html'))) {
      return;
    }
    // Pages the build wrote their own HTML for (the prerendered landing and creation form); a build without
    // them falls back to the app's shell.
    const route = ctx.path.replace(/(.)\/$/, '$1');
    // The creation form is prerendered once per plan: `?plan=premium` has a file of its own (see vite.config.ts).
    const own = route === '/create' && new URLSearchParams(ctx.querystring).get('plan') === 'premium' ? 'create-premium.html' : ROUTE_PAGES[route];
    if (own && (await sendDocument(ctx, own))) return;
    if (await sendDocument(ctx, 'index.html', known ? 200 : 404)) return;
    await next();
  };
}
