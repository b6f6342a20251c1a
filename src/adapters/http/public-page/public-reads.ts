import type { Middleware } from 'koa';
import type { GetPublicPage } from '../../../application/buyer/get-public-page.js';
import type { HttpLogger } from '../middleware/request-context.js';
import { PUBLIC_PAGE_HTML_TEMPLATE, type HttpMetrics } from '../middleware/request-metrics.js';
import type { SecurityHeaderLists } from '../middleware/security-headers.js';
import { EarlyPublicReads } from './early-listener.js';
import { Encodings } from './encodings.js';
import { publicPageHtmlAnswer, publicPageJsonRoute, type PublicPageHtmlAnswer } from './koa-public-page.js';
import { PageHtml, type PreviewImagePaths } from './page-html.js';
import { PublicAddresses } from './public-addresses.js';
import { PublicPageAnswers } from './public-page-answers.js';

export interface PublicReadsOptions {
  readonly getPublicPage: Pick<GetPublicPage, 'execute'>;
  readonly securityHeaders: SecurityHeaderLists;
  /** Where the built app is (its memory.html); null: `/{slug}/{id}` is the static files' memory.html as built. */
  readonly uiDir: string | null;
  readonly publicUrl: string;
  /** The shop's name, in the public pages' title and link preview. */
  readonly shopName: string;
  readonly photoBaseUrl: string | null;
  readonly previewImages: PreviewImagePaths | null;
  readonly logger: HttpLogger;
  readonly metrics?: Pick<HttpMetrics, 'request'>;
  /** The API router's prefix and the route's path, `/api` and `/:slug/:id`: the JSON's route template. */
  readonly jsonTemplate: string;
}

/** The public read path: Koa's JSON route, Koa's HTML answer for the static files, and the early listener, over one set of answers. */
export interface PublicReads {
  readonly jsonRoute: Middleware;
  readonly htmlAnswer: PublicPageHtmlAnswer;
  readonly early: EarlyPublicReads;
}

export function publicReads(options: PublicReadsOptions): PublicReads {
  const { getPublicPage, securityHeaders, photoBaseUrl } = options;
  const html =
    options.uiDir === null
      ? null
      : new PageHtml(options.uiDir, { publicUrl: options.publicUrl, shopName: options.shopName, photoBaseUrl, previewImages: options.previewImages });
  const answers = new PublicPageAnswers({ getPublicPage, securityHeaders, photoBaseUrl, html });
  const addresses = new PublicAddresses();
  const encodings = new Encodings();
  const early = new EarlyPublicReads({
    answers,
    addresses,
    encodings,
    logger: options.logger,
    templates: { json: options.jsonTemplate, html: PUBLIC_PAGE_HTML_TEMPLATE },
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  return { jsonRoute: publicPageJsonRoute(answers, addresses), htmlAnswer: publicPageHtmlAnswer(answers, encodings, addresses), early };
}
