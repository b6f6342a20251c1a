import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { PublicPageResponse } from '../contract/memories.contract.js';
import { HtmlTemplate } from '../static/html-template.js';
import { genericHead, pageHead } from '../static/public-page-head.js';

export const HTML_TYPE = 'text/html; charset=utf-8';

/** The preview images' addresses (their versions come from what they show). */
export interface PreviewImagePaths {
  page(page: PublicPageResponse): string;
  generic(): string;
}

export interface PageHtmlOptions {
  readonly publicUrl: string;
  /** The shop's name, in the title and the link preview of every public page. */
  readonly shopName: string;
  readonly photoBaseUrl: string | null;
  /** Null when no preview images are served: the head then names none. */
  readonly previewImages: PreviewImagePaths | null;
}

/** One page's HTML with its ETag, compressed on first use. */
export class Rendered {
  readonly etag: string;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(
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

/**
 * `/{slug}/{id}` as HTML made for its page: the built memory.html (read once) with the page's own title, sharing tags
 * and preloads in its head; a page that cannot be shown gets the generic head (made once per status). What is made for
 * a page is kept by the page's answers (PublicPageAnswers), not here.
 */
export class PageHtml {
  private template: Promise<HtmlTemplate | null> | null = null;
  private readonly generic = new Map<number, Rendered>();

  constructor(
    private readonly uiRoot: string,
    private readonly options: PageHtmlOptions,
  ) {}

  /** memory.html, read on the first request and kept; null (tried again later) while the app is not built. */
  loadTemplate(): Promise<HtmlTemplate | null> {
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

  page(template: HtmlTemplate, page: PublicPageResponse): Rendered {
    const imagePath = this.options.previewImages?.page(page) ?? null;
    const { publicUrl, photoBaseUrl, shopName } = this.options;
    const head = pageHead(page, { publicUrl, photoBaseUrl, imagePath, shopName });
    return new Rendered(200, Buffer.from(template.render(head.title, head.tags)));
  }

  /** The generic page, answered with `status` (404 unknown or unpaid, 410 expired or suspended). */
  genericPage(template: HtmlTemplate, status: number): Rendered {
    let rendered = this.generic.get(status);
    if (!rendered) {
      const head = genericHead(this.options.publicUrl, this.options.previewImages?.generic() ?? null, this.options.shopName);
      rendered = new Rendered(status, Buffer.from(template.render(head.title, head.tags)));
      this.generic.set(status, rendered);
    }
    return rendered;
  }
}
