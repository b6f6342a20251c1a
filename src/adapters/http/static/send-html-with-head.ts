import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'koa';
import { REVALIDATE } from './send-file.js';

/** An HTML document made by the server, with an ETag of its own content. */
export interface HtmlDocument {
  readonly body: string;
  readonly etag: string;
}

export function htmlDocument(body: string): HtmlDocument {
  return { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

/** Answers with `document` (or 304 when the browser's copy is this one): revalidated at every use, never stored stale. */
export function sendHtmlDocument(ctx: Context, document: HtmlDocument, status: number): void {
  ctx.set('Cache-Control', REVALIDATE);
  ctx.set('ETag', document.etag);
  ctx.type = 'text/html; charset=utf-8';
  ctx.status = status;
  if (status === 200 && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = document.body;
}

/**
 * The app's HTML documents with a few tags added to their head (the shop's identity), read once each and kept in
 * memory; resolves false when the file is not there. Sent uncompressed (the proxy in front compresses), with an ETag
 * of its own content.
 */
export function htmlWithHead(root: string, extraHead: string) {
  const documents = new Map<string, Promise<HtmlDocument | null>>();
  const load = (file: string) => {
    let document = documents.get(file);
    if (!document) {
      document = readFile(join(root, file), 'utf8').then(
        (html) => htmlDocument(html.replace(/<\/head>/i, () => `${extraHead}</head>`)),
        (error: NodeJS.ErrnoException) => {
          documents.delete(file);
          if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
          throw error;
        },
      );
      documents.set(file, document);
    }
    return document;
  };
  return async (ctx: Context, file: string, status = 200): Promise<boolean> => {
    const document = await load(file);
    if (!document) return false;
    sendHtmlDocument(ctx, document, status);
    return true;
  };
}
