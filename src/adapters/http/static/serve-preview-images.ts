import { isOpenView } from '../../../application/shared/memory-views.js';
import type { Middleware } from 'koa';
import type { FallingEmojiName } from '../../../domain/look/falling-emoji.js';
import type { PaletteName } from '../../../domain/look/palettes.js';
import type { GetPublicPage } from '../../../application/buyer/get-public-page.js';
import { MemoryNotFoundError } from '../../../domain/memory/memory-errors.js';
import type { PublicPageResponse } from '../contract/memories.contract.js';
import type { PreviewImagePaths } from '../public-page/page-html.js';
import { IMMUTABLE } from './send-file.js';

/** What a page's preview image is drawn from. */
export interface PreviewCard {
  readonly yourName: string;
  readonly lovedName: string;
  readonly datingSince: string;
  readonly palette?: PaletteName;
  readonly fallingEmoji?: FallingEmojiName;
}

/** Draws and keeps the preview images (the preview adapter, wired by the composition root). */
export interface PreviewImageSource {
  /** A short key of what the image shows: it changes with the names, the date, the look or the drawing. */
  versionOf(card: PreviewCard): string;
  /** The page's 1200×630 PNG. */
  pageImage(card: PreviewCard & { readonly id: string }): Promise<Buffer>;
  /** The product's own 1200×630 PNG, for pages that cannot be shown. */
  genericImage(): Promise<Buffer>;
}

export const PREVIEWS_PREFIX = '/api/preview/';
const PAGE_IMAGE = /^\/api\/preview\/([a-z0-9-]{1,120})\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})\.png$/;
const GENERIC_IMAGE = '/api/preview/generic.png';

/** The addresses the public page's head names. */
export function previewImagePaths(source: PreviewImageSource): PreviewImagePaths {
  return {
    // Before its reveal date or its answer a page's image is the product's: nothing of the couple's but their names in the title.
    page: (page: PublicPageResponse) =>
      isOpenView(page) ? `${PREVIEWS_PREFIX}${page.slug}/${page.id}/${source.versionOf(page)}.png` : GENERIC_IMAGE,
    generic: () => GENERIC_IMAGE,
  };
}

/**
 * `GET /api/preview/{slug}/{id}/{version}.png`: the page's preview image, only while the page is public (404 and 410
 * like the page; before its reveal date, the product's image). Its address changes with what it shows, so the current
 * one is cached for good; an older address (the names or the date were edited since) gets today's image, revalidated.
 * `GET /api/preview/generic.png`: the product's image, for pages that cannot be shown.
 */
export function servePreviewImages(source: PreviewImageSource, getPublicPage: Pick<GetPublicPage, 'execute'>): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(PREVIEWS_PREFIX)) return next();
    if (ctx.path === GENERIC_IMAGE) {
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'image/png';
      ctx.body = await source.genericImage();
      return;
    }
    const match = PAGE_IMAGE.exec(ctx.path);
    if (!match) throw new MemoryNotFoundError();
    const page = await getPublicPage.execute({ slug: match[1]!, id: match[2]! });
    ctx.type = 'image/png';
    if (!isOpenView(page)) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await source.genericImage();
      return;
    }
    ctx.set('Cache-Control', match[3] === source.versionOf(page) ? IMMUTABLE : 'no-cache');
    ctx.body = await source.pageImage(page);
  };
}
