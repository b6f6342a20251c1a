import { resolve } from 'node:path';
import type { Router } from '@koa/router';
import type Koa from 'koa';
import { REQUEST_ERROR_TEXT } from '../../texts/error-messages.pt-br.js';
import type { ErrorResponse } from './contract/memories.contract.js';
import { errorToHttp } from './error-to-http.js';
import { healthRoutes } from './health.routes.js';
import { GetPublicPage } from '../../application/buyer/get-public-page.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { memoriesRoutes, PUBLIC_PAGE_TEMPLATE, type MemoriesRoutesOptions } from './memories.routes.js';
import { refuseControlCharactersInAddress } from './middleware/refuse-control-characters.js';
import { requestContext, requestLogger, type HttpLogger } from './middleware/request-context.js';
import { requestMetrics } from './middleware/request-metrics.js';
import { securityHeaderLists, securityHeaders } from './middleware/security-headers.js';
import { KoaWithEarlyReads } from './public-page/early-listener.js';
import { publicReads, type PublicReads } from './public-page/public-reads.js';
import { inlineScriptHashes } from './static/inline-script-hashes.js';
import { previewImagePaths, servePreviewImages, type PreviewImageSource } from './static/serve-preview-images.js';
import { shopIdentityMeta } from './static/shop-identity-meta.js';
import type { ShopIdentity } from '../../domain/shop/shop-identity.js';
import { isAppRoute, serveUi, type DocumentSender } from './static/serve-ui.js';
import { htmlWithHead } from './static/send-html-with-head.js';
import { shopDocuments } from './static/shop-documents.js';
import type { ShopContentView } from '../../domain/shop/shop-content-view.js';
import { serveUploads, type PhotoAccessCheck, type StoredPhotoOpener } from './static/serve-uploads.js';

export interface KoaAppOptions extends Omit<MemoriesRoutesOptions, 'publicPageRoute'> {
  readonly logger: HttpLogger;
  readonly publicUrl: string;
  /** Reverse proxies in front of the server, whose X-Forwarded-For entries are believed (0: none). */
  readonly trustProxy: number;
  readonly uiDir: string;
  /** Opens a stored photo to send it, from wherever the photos are kept. */
  readonly openStoredPhoto: StoredPhotoOpener;
  /** Photos are served only while their page is public. */
  readonly checkPhotoAccess: PhotoAccessCheck;
  readonly checkDatabase: () => Promise<void>;
  readonly checkStorage: () => Promise<void>;
  /** True while the data folder keeps room for a few orders (`/healthz` says `"storage": "low"` otherwise). */
  readonly roomForOrders?: () => Promise<boolean>;
  /** Who the shop is, named in the app's documents for the footer, help area, legal pages and return page. */
  readonly shop?: ShopIdentity;
  /**
   * The shop's own content as the app shows it now (SHOP_CONTENT, or production's): the documents are rendered with it.
   * Absent for the demonstration shop, whose documents are sent as built.
   */
  readonly shopContent?: () => ShopContentView;
  /** The shop's name (SHOP_CONTENT's), in the public pages' title and link preview. */
  readonly shopName: string;
  /** The link previews' images; without them the public page's head names no image. */
  readonly previewImages?: PreviewImageSource;
  /** Extra inbound routes of other adapters (the demo checkout, payment notifications). */
  readonly extraRoutes?: readonly Router[];
}

export function createKoaApp(useCase: ResolveUseCase, options: KoaAppOptions): Koa {
  // Each trusted proxy appends the address it saw to X-Forwarded-For: the client is the entry `trustProxy` places from
  // the right (Koa keeps the last maxIpsCount entries and takes the first of them), never one the client wrote itself.
  const app = new KoaWithEarlyReads({ proxy: options.trustProxy > 0, maxIpsCount: options.trustProxy });
  // Errors are logged by errorToHttp with the request id; Koa's own printing would duplicate them without it.
  app.silent = true;

  const photoOrigin = options.photoPublicUrl ? new URL(options.photoPublicUrl).origin : null;
  const headerOptions = {
    https: options.publicUrl.startsWith('https://'),
    ...(photoOrigin ? { photoOrigin } : {}),
    inlineScripts: inlineScriptHashes(options.uiDir),
    isAppDocument: isAppRoute,
  };
  const headers = securityHeaderLists(headerOptions);
  const reads = publicPageReads(useCase, options, headers);
  const api = memoriesRoutes(useCase, { ...options, publicPageRoute: reads.jsonRoute });
  const health = healthRoutes({
    database: options.checkDatabase,
    storage: options.checkStorage,
    ...(options.roomForOrders ? { roomForOrders: options.roomForOrders } : {}),
  });

  app.use(requestContext(options.logger));
  if (options.metrics) app.use(requestMetrics(options.metrics));
  app.use(securityHeaders(headerOptions, headers));
  app.use(errorToHttp(requestLogger));
  app.use(refuseControlCharactersInAddress());
  // Photos fetched through another origin (a CDN in front of this server) must be allowed to be shown on the pages.
  app.use(serveUploads(options.openStoredPhoto, options.checkPhotoAccess, { crossOrigin: photoOrigin !== null }));
  if (options.previewImages) app.use(servePreviewImages(options.previewImages, useCase(GetPublicPage)));
  // The public page's reads come first: they are nearly all of the traffic. /healthz is outside /api.
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(health.routes());
  for (const router of options.extraRoutes ?? []) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(serveUi(options.uiDir, reads.htmlAnswer, appDocuments(options)));
  app.use(async (ctx) => {
    ctx.status = 404;
    ctx.body = { error: REQUEST_ERROR_TEXT.routeNotFound, code: 'route.not-found' } satisfies ErrorResponse;
  });
  // See public-page/early-listener.ts: the one exception, with the figure that justifies it.
  app.answerFirst(reads.early);
  return app;
}

/**
 * How the app's documents are sent: rendered with the shop's own content when it has one, with its identity's tags when
 * only that is configured, or as built (precompressed) for the demonstration shop.
 */
function appDocuments(options: KoaAppOptions): DocumentSender | undefined {
  const identityHead = options.shop ? shopIdentityMeta(options.shop) : undefined;
  if (options.shopContent) return shopDocuments(options.uiDir, { contentAt: options.shopContent, extraHead: identityHead ?? '' });
  return identityHead ? htmlWithHead(resolve(options.uiDir), identityHead) : undefined;
}

/** The public page's JSON and HTML (`/{slug}/{id}` with its page's head: title, sharing tags and preloads). */
function publicPageReads(useCase: ResolveUseCase, options: KoaAppOptions, securityHeaders: ReturnType<typeof securityHeaderLists>): PublicReads {
  return publicReads({
    getPublicPage: useCase(GetPublicPage),
    securityHeaders,
    uiDir: options.uiDir,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    shopName: options.shopName,
    photoBaseUrl: options.photoPublicUrl ?? null,
    previewImages: options.previewImages ? previewImagePaths(options.previewImages) : null,
    logger: options.logger,
    jsonTemplate: PUBLIC_PAGE_TEMPLATE,
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
}
