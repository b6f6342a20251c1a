import { basename, dirname } from 'node:path';
import type { Middleware } from 'koa';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { IMMUTABLE, sendFile } from './send-file.js';

const PREFIX = '/api/uploads/';

/** Maps `/uploads/{memoryId}/{file}` to a file on disk, or null when the path is not a stored photo's. */
export type StoredPhotoResolver = (storedPath: string) => string | null;

/** Stored photos never change (an edit stores a new file under a new name), so they may be cached for a year. */
export function serveUploads(resolve: StoredPhotoResolver): Middleware {
  const serve: Middleware = async (ctx) => {
    const file = resolve(ctx.path.slice('/api'.length));
    if (file && (await sendFile(ctx, dirname(file), encodeURIComponent(basename(file)), { cacheControl: IMMUTABLE }))) {
      ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
      return;
    }
    ctx.status = 404;
    ctx.body = { error: REQUEST_ERROR_TEXT.photoNotFound, code: 'route.not-found' };
  };
  // Every request passes here: those that are not for a photo go on without an extra promise.
  return (ctx, next) => (ctx.path.startsWith(PREFIX) && (ctx.method === 'GET' || ctx.method === 'HEAD') ? serve(ctx, next) : next());
}
