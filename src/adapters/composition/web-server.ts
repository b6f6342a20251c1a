import type { Server } from 'node:http';
import type Koa from 'koa';
import { createKoaApp } from '../http/koa-app.js';
import type { MemoriesUseCases } from '../http/memories.routes.js';
import { demoCheckoutRoutes } from '../payments/demo/demo-checkout.routes.js';
import type { Runtime } from './container.js';
import { builtUiDir } from './project-root.js';
import { TOKENS as T } from './tokens.js';

export function memoriesUseCases(runtime: Runtime): MemoriesUseCases {
  const get = runtime.container.get.bind(runtime.container);
  return {
    createMemory: get(T.CreateMemory),
    getPublicPage: get(T.GetPublicPage),
    getOwnedMemory: get(T.GetOwnedMemory),
    updateMemory: get(T.UpdateMemory),
    resendQrCodeEmail: get(T.ResendQrCodeEmail),
    getPaymentStatus: get(T.GetPaymentStatus),
  };
}

/** The whole HTTP surface: API, demo checkout, uploads and the built React app. */
export function createWebApp(runtime: Runtime, options: { uiDir?: string } = {}): Koa {
  const { config, container } = runtime;
  return createKoaApp(memoriesUseCases(runtime), {
    logger: runtime.logger,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    uiDir: options.uiDir ?? builtUiDir(),
    maxPhotoBytes: config.photoMaxBytes,
    resendLimitPerEmail: config.resendLimitPerEmail,
    resendLimitPerClient: config.resendLimitPerClient,
    resolveStoredPhoto: runtime.resolveStoredPhoto,
    checkDatabase: runtime.checkDatabase,
    extraRoutes: [demoCheckoutRoutes({ confirmPayment: container.get(T.ConfirmPayment), getCheckoutSummary: container.get(T.GetCheckoutSummary) })],
  });
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
