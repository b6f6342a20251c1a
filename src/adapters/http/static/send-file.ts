import type { Stats } from 'node:fs';
import { extname } from 'node:path';
import type { Context } from 'koa';
import send from 'koa-send';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface SendFileOptions {
  readonly cacheControl: string;
  readonly status?: number;
  /** Look for `.br` / `.gz` siblings written at build time and send the one the client accepts, brotli first. */
  readonly precompressed?: boolean;
}

const ENCODINGS: Readonly<Record<string, string>> = { '.br': 'br', '.gz': 'gzip' };

/** What koa-send answers for a path it will not serve: malformed (400), outside the root (403), missing (404). */
const NOT_SERVED = new Set([400, 403, 404]);

/**
 * Answers with the file at `path` (as requested, still URL-encoded) under `root` through koa-send, or resolves false
 * when there is no such regular file there (hidden files and folders included). The type comes from the extension;
 * HEAD and conditional GET by a weak ETag of size, modification time and encoding are answered too.
 */
export async function sendFile(ctx: Context, root: string, path: string, options: SendFileOptions): Promise<boolean> {
  const precompressed = options.precompressed === true;
  let served: string | undefined;
  try {
    served = await send(ctx, path, {
      root,
      brotli: precompressed,
      gzip: precompressed,
      setHeaders: (res, file, stats) => {
        res.setHeader('Cache-Control', options.cacheControl);
        res.setHeader('ETag', weakEtag(stats, ENCODINGS[extname(file)]));
        if (precompressed) ctx.vary('Accept-Encoding');
      },
    });
  } catch (error) {
    if (!NOT_SERVED.has((error as { status?: number }).status ?? 500)) throw error;
  }
  if (served === undefined) {
    // koa-send names the encoding before it knows the file is there.
    ctx.remove('Content-Encoding');
    return false;
  }
  ctx.status = options.status ?? 200;
  if (ctx.status === 200 && ctx.fresh) ctx.status = 304;
  return true;
}

function weakEtag(stats: Stats, encoding: string | undefined): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}
