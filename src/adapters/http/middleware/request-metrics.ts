import type { Context, Middleware } from 'koa';
import { PREVIEWS_PREFIX } from '../static/serve-preview-images.js';
import { publicPageAddress } from '../static/serve-ui.js';
import { UPLOADS_PREFIX } from '../static/serve-uploads.js';

/** What the HTTP edge counts, when the server keeps metrics. */
export interface HttpMetrics {
  /** One answered request: its route's template (never its address), status and time taken. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** Requests with photos being handled now, each time that changes. */
  photoUploadsInFlight(count: number): void;
  /** A request with photos refused with 503: as many were being handled as PHOTO_UPLOADS_AT_ONCE allows. */
  photoUploadRefused(): void;
}

/** The public page's HTML address, `/{slug}/{id}`, as a route template. */
export const PUBLIC_PAGE_HTML_TEMPLATE = '/:slug/:id';
const UPLOADS_TEMPLATE = `${UPLOADS_PREFIX}:memoryId/:file`;
const PREVIEWS_TEMPLATE = `${PREVIEWS_PREFIX}:image`;

/** Counts every request Koa answers, by the template of the route that took it. */
export function requestMetrics(metrics: HttpMetrics): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.request(ctx.method, routeTemplateOf(ctx), ctx.status, (performance.now() - started) / 1000);
    }
  };
}

/**
 * The router's matched route (`/api/:slug/:id`), or for the answers outside the routers a template of their own: the
 * photos, the preview images, the public page's HTML, the app's files and routes, and `unmatched` for the rest (404).
 */
function routeTemplateOf(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  const { path } = ctx;
  if (path.startsWith(UPLOADS_PREFIX)) return UPLOADS_TEMPLATE;
  if (path.startsWith(PREVIEWS_PREFIX)) return PREVIEWS_TEMPLATE;
  if (publicPageAddress(path)) return PUBLIC_PAGE_HTML_TEMPLATE;
  if (ctx.status === 404) return 'unmatched';
  return path.startsWith('/assets/') ? '/assets/*' : 'app';
}
