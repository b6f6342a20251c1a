import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import type { GetPublicPage } from '../../../application/buyer/get-public-page.js';
import { MemoryNoLongerAvailableError, MemoryNotFoundError } from '../../../domain/memory/memory-errors.js';
import type { PublicPageResponse } from '../contract/memories.contract.js';
import { HtmlTemplate } from './html-template.js';
import { genericHead, pageHead } from './public-page-head.js';
import { REVALIDATE } from './send-file.js';

export const HTML_TYPE = 'text/html; charset=utf-8';

/** The preview images' addresses (their versions come from what they show). */
export interface PreviewImagePaths {
  page(page: PublicPageResponse): string;
  generic(): string;
}

export interface PublicPageHtmlOptions {
  readonly getPublicPage: Pick<GetPublicPage, 'execute'>;
  readonly publicUrl: string;
  readonly photoBaseUrl: string | null;
  /** Null when no preview images are served: the head then names none. */
  readonly previewImages: PreviewImagePaths | null;
  /** Pages whose HTML is kept at most (each a few kilobytes, compressed copies included). */
  readonly maxPages?: number;
}

/** One answer, made once and sent as long as what it was made from is unchanged. */
export class Rendered {
  readonly etag: string;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(
    readonly key: string,
    readonly status: number,
    readonly html: Buffer,
  ) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  }

  /** The body in the encoding negotiated (`br`, `gzip`, else none), compressed on first use. */
  encoded(accepted: string | false): { body: Buffer; encoding: string | null } {
    if (accepted === 'br') {
      this.br ??= brotliCompressSync(this.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
      return { body: this.br, encoding: 'br' };
    }
    if (accepted === 'gzip') {
      this.gzip ??= gzipSync(this.html, { level: 9 });
      return { body: this.gzip, encoding: 'gzip' };
    }
    return { body: this.html, encoding: null };
  }
}

const SLUG = /^[a-z0-9-]{1,120}$/;
const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Distinct Accept-Encoding values whose negotiation is remembered (oldest out first): browsers send a handful. */
const MAX_ENCODING_HEADERS = 64;

/**
 * `/{slug}/{id}` as HTML made for its page: the built memory.html (read once) with the page's own title, sharing tags
 * and preloads in its head. The page is read through the same use case as its JSON (and its short read cache), so the
 * head is never older than the data; the HTML made from it, and its compressed copies, are kept per page (bounded,
 * oldest out first) and made again only when the page's head would change. A page that cannot be shown gets the
 * generic head with the API's status: 404 unknown or unpaid, 410 expired or suspended.
 */
export class PublicPageHtml {
  private template: Promise<HtmlTemplate | null> | null = null;
  private readonly byPage = new Map<string, Rendered>();
  private readonly generic = new Map<number, Rendered>();
  private readonly encodings = new Map<string, string | false>();
  private readonly maxPages: number;

  constructor(
    private readonly uiRoot: string,
    private readonly options: PublicPageHtmlOptions,
  ) {
    this.maxPages = options.maxPages ?? 1000;
  }

  /** Answers `/{slug}/{id}`, or resolves false when the app is not built (no memory.html). */
  async serve(ctx: Context, slug: string, id: string): Promise<boolean> {
    const rendered = await this.answer(slug, id);
    if (rendered === null) return false;
    // Headers set as they are (no type lookup, no Vary merging: nothing before this sets one): this runs on every visit.
    ctx.status = rendered.status;
    ctx.set({ 'Content-Type': HTML_TYPE, 'Cache-Control': REVALIDATE, ETag: rendered.etag, Vary: 'Accept-Encoding' });
    if (rendered.status === 200 && ctx.get('If-None-Match') !== '' && ctx.fresh) {
      ctx.status = 304;
      return true;
    }
    const { body, encoding } = rendered.encoded(this.acceptedEncoding(ctx));
    if (encoding !== null) ctx.set('Content-Encoding', encoding);
    ctx.body = body;
    return true;
  }

  /** The answer for `/{slug}/{id}` (the page's, or the generic one with 404 or 410), or null when the app is not built. */
  async answer(slug: string, id: string): Promise<Rendered | null> {
    const template = await this.loadTemplate();
    return template === null ? null : this.render(template, slug, id);
  }

  /**
   * The encoding Koa's negotiation gives this Accept-Encoding ('identity' when there is none: load generators and some
   * unfurlers name none), remembered per distinct value.
   */
  private acceptedEncoding(ctx: Context): string | false {
    const header = ctx.get('Accept-Encoding');
    let accepted = this.knownEncoding(header);
    if (accepted === undefined) {
      accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
      if (this.encodings.size >= MAX_ENCODING_HEADERS) this.encodings.delete(this.encodings.keys().next().value as string);
      this.encodings.set(header, accepted);
    }
    return accepted;
  }

  /** What `acceptedEncoding` gave for this Accept-Encoding (empty when none), or undefined when it was not asked yet. */
  knownEncoding(header: string): string | false | undefined {
    return header === '' ? 'identity' : this.encodings.get(header);
  }

  private async render(template: HtmlTemplate, slug: string, id: string): Promise<Rendered> {
    let page: PublicPageResponse;
    try {
      if (!SLUG.test(slug) || !MEMORY_ID.test(id)) throw new MemoryNotFoundError();
      page = await this.options.getPublicPage.execute({ slug, id });
    } catch (error) {
      if (error instanceof MemoryNotFoundError) return this.genericPage(template, 404);
      if (error instanceof MemoryNoLongerAvailableError) return this.genericPage(template, 410);
      throw error;
    }
    const key = headKey(page);
    const held = this.byPage.get(page.id);
    if (held && held.key === key) return held;
    const imagePath = this.options.previewImages?.page(page) ?? null;
    const head = pageHead(page, { publicUrl: this.options.publicUrl, photoBaseUrl: this.options.photoBaseUrl, imagePath });
    const rendered = new Rendered(key, 200, Buffer.from(template.render(head.title, head.tags)));
    if (!held && this.byPage.size >= this.maxPages) this.byPage.delete(this.byPage.keys().next().value as string);
    this.byPage.set(page.id, rendered);
    return rendered;
  }

  private genericPage(template: HtmlTemplate, status: number): Rendered {
    let rendered = this.generic.get(status);
    if (!rendered) {
      const head = genericHead(this.options.publicUrl, this.options.previewImages?.generic() ?? null);
      rendered = new Rendered('', status, Buffer.from(template.render(head.title, head.tags)));
      this.generic.set(status, rendered);
    }
    return rendered;
  }

  /** memory.html, read on the first request and kept; tried again later while the app is not built. */
  private loadTemplate(): Promise<HtmlTemplate | null> {
    this.template ??= readFile(join(this.uiRoot, 'memory.html'), 'utf8').then(
      (html) => new HtmlTemplate(html),
      (error: NodeJS.ErrnoException) => {
        this.template = null;
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    return this.template;
  }
}

/**
 * Everything of the page its head shows, the preview image's address included (it is derived from the same fields):
 * compared as one string, far cheaper than rendering and comparing the HTML.
 */
function headKey(page: PublicPageResponse): string {
  return `${page.slug}\u0000${page.yourName}\u0000${page.lovedName}\u0000${page.datingSince}\u0000${page.photos[0] ?? ''}`;
}
