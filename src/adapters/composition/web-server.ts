import type { Server } from 'node:http';
import type Koa from 'koa';
import type { Router } from '@koa/router';
import { createKoaApp } from '../http/koa-app.js';
import { UploadGate } from '../http/middleware/upload-gate.js';
import { UPLOAD_PACE_WINDOW_MS } from '../http/middleware/upload-guard.js';
import { routeRateLimiters, type RouteRateLimiters } from '../http/memories.routes.js';
import { previewImages, previewImagesDir } from '../preview/preview-images.js';
import { shopStylesheets } from '../http/static/shop-stylesheets.js';
import { builtUiDir } from './project-root.js';
import { showsDemonstrationContent, shopContentOf } from './shop-content.js';
import { shopContentView, type ShopContentView } from '../../domain/shop/shop-content-view.js';
import type { QueueWorkers } from '../scheduling/queue-workers.js';
import type { FeatureModule, HttpEdge } from './features/feature-module.js';
import { FEATURES } from './features/index.js';
import type { Runtime } from './runtime.js';
import { PORTS as P } from './ports.js';
import { CheckPhotoAccess } from '../../application/buyer/check-photo-access.js';

export interface WebAppOptions {
  readonly uiDir?: string;
  /** The server's queue workers, nudged when work is queued; without them the work waits for whoever drains it. */
  readonly workers?: Pick<QueueWorkers, 'checkPaymentsNow' | 'deliverEmailsNow'>;
  /** The API's rate limiters, when a test wants to look into them; else those of the runtime's coordination. */
  readonly rateLimiters?: RouteRateLimiters;
}

/** Link preview images kept in memory at most (some 60 KB each); the rest are read back from DATA_DIR/previews. */
const PREVIEW_IMAGES_IN_MEMORY_BYTES = 6 * 1024 * 1024;

/** The shop's own content for the app's documents, at the runtime's clock; none for the demonstration shop (as built). */
function shopContentOption(config: Runtime['config'], runtime: Runtime): { shopContent?: () => ShopContentView } {
  if (showsDemonstrationContent(config)) return {};
  const content = shopContentOf(config);
  const clock = runtime.container.get(P.Clock);
  const host = new URL(config.publicUrl).host;
  return { shopContent: () => shopContentView(content, clock.now(), host) };
}

/** The whole HTTP surface: API, checkout routes, uploads and the built React app. */
export function createWebApp(runtime: Runtime, options: WebAppOptions = {}): Koa {
  const { config } = runtime;
  const uiDir = options.uiDir ?? builtUiDir();
  // The pages the server writes itself (the e-mails' turn-off links) wear the shop's look: its name and stylesheets.
  const shopLook = { name: shopContentOf(config).name, stylesheets: shopStylesheets(uiDir) };
  const photoUploads = photoUploadOptions(runtime);
  return createKoaApp(runtime.useCase, {
    logger: runtime.logger,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    uiDir,
    maxPhotoBytes: config.photoMaxBytes,
    incomingUploadsDir: runtime.paths.incoming,
    uploadsAtOnce: config.photoUploadsAtOnce,
    uploadGate: photoUploads.gate,
    uploadMinBytesPerSecond: config.uploadMinBytesPerSecond,
    stagedPhotoRoom: {
      maxHeldBytes: config.stagedPhotosMaxBytes,
      maxBytesPerHour: config.stagedPhotosBytesPerHour,
      diskRoom: runtime.dataFolderSpace,
    },
    resendLimitPerEmail: config.resendLimitPerEmail,
    resendLimitPerClient: config.resendLimitPerClient,
    orderLimitPerClient: config.orderLimitPerClient,
    openStoredPhoto: runtime.openStoredPhoto,
    photoPublicUrl: config.photoPublicUrl,
    checkPhotoAccess: (memoryId, storedPath, proofs) => runtime.useCase(CheckPhotoAccess).execute({ memoryId, storedPath, ...proofs }),
    checkDatabase: runtime.checkDatabase,
    checkStorage: runtime.checkStorage,
    shop: config.shop,
    ...shopContentOption(config, runtime),
    shopName: shopContentOf(config).name,
    roomForOrders: async () => !(await runtime.dataFolderSpace()).low,
    onEmailQueued: () => void options.workers?.deliverEmailsNow(),
    extraRoutes: featureRoutes({ runtime, shopLook, photoUploads, workers: options.workers }),
    previewImages: previewImages(
      { dir: previewImagesDir(runtime.paths.dataDir), maxBytes: PREVIEW_IMAGES_IN_MEMORY_BYTES },
      shopContentOf(config).name,
    ),
    rateLimiters: options.rateLimiters ?? routeRateLimiters(config, runtime.coordination.rateLimit),
    ...(runtime.metrics ? { metrics: runtime.metrics } : {}),
  });
}

/**
 * How every route that takes photos takes them, the features' included: one upload gate, so PHOTO_UPLOADS_AT_ONCE
 * bounds the server's requests sending photos, whichever route they go to.
 */
function photoUploadOptions({ config, paths, metrics }: Runtime): HttpEdge['photoUploads'] & { readonly gate: UploadGate } {
  return {
    maxPhotoBytes: config.photoMaxBytes,
    incomingDir: paths.incoming,
    gate: new UploadGate(config.photoUploadsAtOnce, metrics ?? undefined),
    ...(config.uploadMinBytesPerSecond ? { pace: { minBytesPerSecond: config.uploadMinBytesPerSecond, windowMs: UPLOAD_PACE_WINDOW_MS } } : {}),
  };
}

/** Every feature's routes, in the order of `FEATURES`. */
function featureRoutes(edge: HttpEdge): Router[] {
  const features: readonly FeatureModule[] = FEATURES;
  return features.flatMap((feature) => feature.routes?.(edge) ?? []);
}

/** Listens on the configured host and port; resolves once connections are accepted. */
export async function listen(app: Koa, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
    // Slow clients may not hold sockets open forever.
    server.requestTimeout = 60_000;
    server.headersTimeout = 20_000;
  });
}
