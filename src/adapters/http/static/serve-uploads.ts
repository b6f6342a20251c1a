import { basename, dirname } from 'node:path';
import type { Middleware } from 'koa';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { sendFile } from './send-file.js';

const PREFIX = '/api/uploads/';

/** Maps `/uploads/{memoryId}/{file}` to a file on disk, or null when the path is not a stored photo's. */
export type StoredPhotoResolver = (storedPath: string) => string | null;

/** Resolves when the page `memoryId` is shown to the public now; rejects with the page's own error otherwise. */
export type PhotoAccessCheck = (memoryId: string) => Promise<void>;

/**
 * A stored photo never changes (an edit stores a new file under a new name), but its page can end or be suspended at
 * any moment, and then the photo must go with it. So a browser or a CDN may keep the bytes but must ask again on
 * every use (`no-cache`): the answer is a 304 without a body while the page is online (weak ETag), and the page's own
 * 404 or 410 once it is not. A max-age of any length would keep a suspended page's photos visible that long.
 */
export const PHOTO_CACHE_CONTROL = 'public, no-cache';

/** Photos are served only while their page is: unknown or unpaid pages answer 404, ended or suspended ones 410. */
export function serveUploads(resolve: StoredPhotoResolver, checkAccess: PhotoAccessCheck): Middleware {
  const serve: Middleware = async (ctx) => {
    const file = resolve(ctx.path.slice('/api'.length));
    if (file) {
      ctx.set('Cache-Control', PHOTO_CACHE_CONTROL);
      await checkAccess(basename(dirname(file)));
      if (await sendFile(ctx, dirname(file), encodeURIComponent(basename(file)), { cacheControl: PHOTO_CACHE_CONTROL })) {
        ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
        return;
      }
    }
    ctx.status = 404;
    ctx.body = { error: REQUEST_ERROR_TEXT.photoNotFound, code: 'route.not-found' };
  };
  // Every request passes here: those that are not for a photo go on without an extra promise.
  return (ctx, next) => (ctx.path.startsWith(PREFIX) && (ctx.method === 'GET' || ctx.method === 'HEAD') ? serve(ctx, next) : next());
}
