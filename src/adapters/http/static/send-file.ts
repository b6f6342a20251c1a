import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Context } from 'koa';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Answers with a file from disk, or resolves false when there is no such regular file. Supports HEAD and
 * conditional GET by a weak ETag of size and modification time.
 */
export async function sendFile(ctx: Context, absolutePath: string, cacheControl: string, status = 200): Promise<boolean> {
  let info;
  try {
    info = await stat(absolutePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
  if (!info.isFile()) return false;

  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', info.mtime.toUTCString());
  ctx.type = CONTENT_TYPES[extname(absolutePath).toLowerCase()] ?? 'application/octet-stream';
  if (status === 200 && ctx.get('if-none-match') === etag) {
    ctx.status = 304;
    return true;
  }
  ctx.status = status;
  ctx.length = info.size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(absolutePath);
  return true;
}
