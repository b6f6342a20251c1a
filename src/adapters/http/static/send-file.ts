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

export interface SendFileOptions {
  readonly cacheControl: string;
  readonly status?: number;
  /** Look for `.br` / `.gz` siblings written at build time and send the one the client accepts. */
  readonly precompressed?: boolean;
}

async function regularFile(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** The precompressed sibling the client accepts, brotli first. */
async function encodedVariant(ctx: Context, path: string) {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    const info = await regularFile(path + suffix);
    if (info) return { encoding, path: path + suffix, info };
  }
  return null;
}

/**
 * Answers with a file from disk, or resolves false when there is no such regular file. Supports HEAD, conditional
 * GET by a weak ETag of size and modification time, and precompressed variants.
 */
export async function sendFile(ctx: Context, absolutePath: string, options: SendFileOptions): Promise<boolean> {
  const original = await regularFile(absolutePath);
  if (!original) return false;
  const variant = options.precompressed ? await encodedVariant(ctx, absolutePath) : null;
  const info = variant?.info ?? original;
  const status = options.status ?? 200;

  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${variant ? `-${variant.encoding}` : ''}"`;
  ctx.set('Cache-Control', options.cacheControl);
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', info.mtime.toUTCString());
  if (options.precompressed) ctx.vary('Accept-Encoding');
  ctx.type = CONTENT_TYPES[extname(absolutePath).toLowerCase()] ?? 'application/octet-stream';
  if (status === 200 && ctx.get('if-none-match') === etag) {
    ctx.status = 304;
    return true;
  }
  ctx.status = status;
  if (variant) ctx.set('Content-Encoding', variant.encoding);
  ctx.length = info.size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(variant?.path ?? absolutePath);
  return true;
}
