import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { AdmitNewOrder } from '../../application/buyer/admit-new-order.js';
import { CreateMemory } from '../../application/buyer/create-memory.js';
import { GetOwnedMemory } from '../../application/buyer/get-owned-memory.js';
import { GetPaymentStatus } from '../../application/buyer/get-payment-status.js';
import { PAYMENT_REFRESH_PACE_MS, RefreshPaymentStatus } from '../../application/buyer/refresh-payment-status.js';
import { ReopenCheckout } from '../../application/buyer/reopen-checkout.js';
import { CorrectBuyerEmail } from '../../application/buyer/correct-buyer-email.js';
import { ResendQrCodeEmail } from '../../application/buyer/resend-qr-code-email.js';
import { UpdateMemory } from '../../application/buyer/update-memory.js';
import { CheckStagedPhoto } from '../../application/buyer/check-staged-photo.js';
import { AdmitOwnerVoice } from '../../application/voice/admit-owner-voice.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { UnpaidOrderLimitError } from '../../domain/memory/memory-errors.js';
import { REQUEST_ERROR_TEXT } from '../../texts/error-messages.pt-br.js';
import { MESSAGES } from '../../texts/messages.pt-br.js';
import type {
  CheckoutResponse,
  CreatePaymentResponse,
  MemoryRecordResponse,
  PaymentStatusResponse,
  ResendQrCodeResponse,
} from './contract/memories.contract.js';
import type { StagedPhotoResponse } from './contract/staged-photos.contract.js';
import { addEmailCorrectionRoute } from './email-correction.routes.js';
import { HttpError } from './http-error.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import {
  MAX_PHOTOS,
  orderedPhotos,
  photoUpload,
  referencesIn,
  stagingFolderOf,
  uploadedPhotos,
  uploadedPhotosOf,
} from './middleware/photo-upload.js';
import { claimStagedPhotos, keepStagedPhoto, type ClaimedPhotos } from './middleware/staged-photos.js';
import { claimStagedVoice, type ClaimedVoice } from './middleware/staged-voices.js';
import { addStagedVoiceRoute } from './staged-voice.route.js';
import { VOICE_MAX_BYTES } from '../../domain/voice/voice-message.js';
import { VOICE_STAGED_UNKNOWN } from '../../texts/voice.pt-br.js';
import type { HttpMetrics } from './middleware/request-metrics.js';
import { UploadGate } from './middleware/upload-gate.js';
import { UPLOAD_PACE_WINDOW_MS } from './middleware/upload-guard.js';
import { StagedPhotoBudget, StagedPhotosFullError, type StagedPhotoBudgetOptions, type StagingPlace } from './middleware/staged-photo-budget.js';
import { RateLimiter, type RateLimit } from './middleware/rate-limiter.js';
import { PHOTO_PREVIEW_COOKIE, UPLOADS_PREFIX } from './static/serve-uploads.js';
import { bearerToken, createPaymentFields, parseRequest, resendQrCodeBody, updateMemoryFields } from './request-schemas.js';
import { clientKey } from './client-key.js';
import { memoryIdParam } from './route-params.js';

export interface MemoriesRoutesOptions {
  readonly maxPhotoBytes: number;
  /** Where uploaded photos wait, in a folder per request, until their request is answered (DATA_DIR/incoming). */
  readonly incomingUploadsDir: string;
  /** Requests with photos handled at once (PHOTO_UPLOADS_AT_ONCE). */
  readonly uploadsAtOnce: number;
  /**
   * The server's one gate of photo uploads, shared with the features' routes that take photos (the chapters'); made
   * here from `uploadsAtOnce` when absent.
   */
  readonly uploadGate?: UploadGate;
  /** The slowest pace an upload's body may come at (UPLOAD_MIN_BYTES_PER_SECOND); unset, only Node's timeout. */
  readonly uploadMinBytesPerSecond?: number;
  /** The room of photos sent ahead (STAGED_PHOTOS_MAX_BYTES, STAGED_PHOTOS_BYTES_PER_HOUR, the disk's reserve). */
  readonly stagedPhotoRoom?: Pick<StagedPhotoBudgetOptions, 'maxHeldBytes' | 'maxBytesPerHour' | 'diskRoom'>;
  readonly resendLimitPerEmail: number;
  readonly resendLimitPerClient: number;
  /** New orders one client may send per hour (ORDER_LIMIT_PER_CLIENT). */
  readonly orderLimitPerClient: number;
  /** Called once a resend has queued its e-mail, so it goes out without waiting for the outbox's next poll. */
  readonly onEmailQueued?: () => void;
  /** Where browsers fetch photos when not from this server (PHOTO_PUBLIC_URL); the public page's JSON then names it. */
  readonly photoPublicUrl?: string | null;
  /** The routes' counters; made from the limits above when absent (tests pass their own to look at them). */
  readonly rateLimiters?: RouteRateLimiters;
  /** `GET /api/{slug}/{id}`, the public page's JSON (public-page/koa-public-page.ts). */
  readonly publicPageRoute: Middleware;
  /** What the requests are counted in, when the server keeps metrics. */
  readonly metrics?: HttpMetrics;
}

/**
 * The counters of the limited routes: in memory, each holding at most RATE_LIMITER_MAX_KEYS keys, or in a store the
 * instances share (`routeRateLimiters`).
 */
export interface RouteRateLimiters<Limit extends RateLimit = RateLimit> {
  /** Payment-status refreshes, per known order. */
  readonly paymentRefreshes: Limit;
  /** "Tentar novamente", per known order. */
  readonly checkoutReopenings: Limit;
  /** Resend requests, per address and per client. */
  readonly resendPerEmail: Limit;
  readonly resendPerClient: Limit;
  /** New orders, per client. */
  readonly ordersPerClient: Limit;
  /** Photos sent ahead of their order, per client. */
  readonly stagedPhotosPerClient: Limit;
  /** "E-mail errado?" corrections, per order and per client, with the resend's limits. */
  readonly emailCorrectionsPerOrder: Limit;
  readonly emailCorrectionsPerClient: Limit;
}

/** Makes the limit of `limit` hits per `windowMs` named `name`; the name tells limits apart when they share a store. */
export type RateLimitFactory = (name: string, limit: number, windowMs: number) => RateLimit;

const HOUR_MS = 60 * 60 * 1000;
/** How long a buyer whose resend could not be queued is asked to wait. */
const RESEND_RETRY_AFTER_SECONDS = 120;
/** "Tentar novamente" on the payment return page, per order: a buyer tries a few cards, not hundreds. */
const CHECKOUT_REOPENINGS_PER_HOUR = 10;
/** The name of the public page's route, `GET /api/{slug}/{id}`. */
export const PUBLIC_PAGE_ROUTE = 'public-page';
/** That route's template, as Koa's router reports it to the metrics. */
export const PUBLIC_PAGE_TEMPLATE = '/api/:slug/:id';
/**
 * Photos one client may send ahead per order of its hourly limit: the largest plan's three, and as many again for
 * photos swapped or sent again after a dropped connection.
 */
const STAGED_PHOTOS_PER_ORDER = 2 * MAX_PHOTOS;
/** Keys one limiter holds at most: some hundred bytes each, so about a megabyte. */
const RATE_LIMITER_MAX_KEYS = 10_000;

type ResendLimits = Pick<MemoriesRoutesOptions, 'resendLimitPerEmail' | 'resendLimitPerClient' | 'orderLimitPerClient'>;

/** The routes' limiters, in this process's memory, or made by `shared` (a store every instance counts in) when given. */
export function routeRateLimiters(options: ResendLimits): RouteRateLimiters<RateLimiter>;
export function routeRateLimiters(options: ResendLimits, shared: RateLimitFactory | undefined): RouteRateLimiters;
export function routeRateLimiters(options: ResendLimits, shared?: RateLimitFactory): RouteRateLimiters {
  const maxKeys = RATE_LIMITER_MAX_KEYS;
  const limit = shared ?? ((_name: string, hits: number, windowMs: number) => new RateLimiter(hits, windowMs, { maxKeys }));
  return {
    paymentRefreshes: limit('payment-refresh', 1, PAYMENT_REFRESH_PACE_MS),
    checkoutReopenings: limit('checkout-reopening', CHECKOUT_REOPENINGS_PER_HOUR, HOUR_MS),
    resendPerEmail: limit('resend-per-email', options.resendLimitPerEmail, HOUR_MS),
    resendPerClient: limit('resend-per-client', options.resendLimitPerClient, HOUR_MS),
    ordersPerClient: limit('order-per-client', options.orderLimitPerClient, HOUR_MS),
    stagedPhotosPerClient: limit('staged-photo-per-client', options.orderLimitPerClient * STAGED_PHOTOS_PER_ORDER, HOUR_MS),
    emailCorrectionsPerOrder: limit('email-correction-per-order', options.resendLimitPerEmail, HOUR_MS),
    emailCorrectionsPerClient: limit('email-correction-per-client', options.resendLimitPerClient, HOUR_MS),
  };
}

/** The calls of spec section 7, under /api. */
export function memoriesRoutes(useCase: ResolveUseCase, options: MemoriesRoutesOptions): Router {
  const router = new Router({ prefix: '/api' });
  // One gate for every route that takes photos: its capacity is the server's, not a route's.
  const common = {
    maxPhotoBytes: options.maxPhotoBytes,
    incomingDir: options.incomingUploadsDir,
    gate: options.uploadGate ?? new UploadGate(options.uploadsAtOnce, options.metrics),
    ...(options.uploadMinBytesPerSecond ? { pace: { minBytesPerSecond: options.uploadMinBytesPerSecond, windowMs: UPLOAD_PACE_WINDOW_MS } } : {}),
  };
  const upload: Upload = [photoUpload(common)];
  const limiters = options.rateLimiters ?? routeRateLimiters(options);
  const stagingUpload: Upload = [photoUpload({ ...common, field: { name: 'photo', maxCount: 1 } })];
  const budget = options.stagedPhotoRoom
    ? new StagedPhotoBudget({ ...options.stagedPhotoRoom, incomingDir: options.incomingUploadsDir, maxPhotoBytes: options.maxPhotoBytes })
    : null;
  const staging = { perClient: limiters.stagedPhotosPerClient, budget };
  const admission = stagingAdmission(staging, () => useCase(AdmitNewOrder).execute());
  addStagedPhotoRoute(router, useCase, stagingUpload, options.incomingUploadsDir, admission);
  addStagedVoiceRoute(router, useCase, {
    admission,
    ownerAdmission: stagingAdmission(staging, (ctx) =>
      useCase(AdmitOwnerVoice).execute({ id: memoryIdParam(ctx.params.id), token: bearerToken(ctx.get('authorization')) }),
    ),
    upload: photoUpload({ ...common, maxPhotoBytes: VOICE_MAX_BYTES, field: { name: 'voice', maxCount: 1 } }),
    incomingDir: options.incomingUploadsDir,
  });
  addPurchaseRoutes(router, useCase, upload, limiters, options.incomingUploadsDir);
  addResendRoute(router, useCase, options, limiters);
  addEmailCorrectionRoute(router, useCase(CorrectBuyerEmail), {
    limiters: { perOrder: limiters.emailCorrectionsPerOrder, perClient: limiters.emailCorrectionsPerClient },
    memoryId: memoryIdParam,
    withinLimit: assertWithinLimit,
    ...(options.onEmailQueued ? { onEmailQueued: options.onEmailQueued } : {}),
  });
  addOwnerRoutes(router, useCase, upload);
  // Last: `/:slug/:id` would take any two-part address above.
  router.get(PUBLIC_PAGE_ROUTE, '/:slug/:id', options.publicPageRoute);
  return router;
}

/** The multipart parser, whose photos take places at the upload gate. */
type Upload = readonly [ReturnType<typeof photoUpload>];

/** Buying: the form's order, the return page's status, and "Tentar novamente". */
function addPurchaseRoutes(router: Router, useCase: ResolveUseCase, upload: Upload, limiters: RouteRateLimiters, incomingDir: string): void {
  const { paymentRefreshes, checkoutReopenings } = limiters;

  router.post('/create-payment', admitNewOrder(useCase(AdmitNewOrder), limiters.ordersPerClient), ...upload, async (ctx) => {
    const references = referencesIn(ctx.request.body as Record<string, unknown> | undefined);
    const fields = parseRequest(createPaymentFields, { ...(ctx.request.body as object), stagedPhotos: undefined });
    const claimed = await claimedPhotos(ctx, incomingDir, references);
    const voice = await claimedVoice(ctx, incomingDir).catch(async (error: unknown) => {
      await claimed.release();
      throw error;
    });
    const created = await useCase(CreateMemory)
      .execute({ ...fields, photos: orderedPhotos(ctx, claimed.photos), voice: voice?.bytes ?? null })
      .catch(async (error: unknown) => {
        await claimed.release();
        await voice?.release();
        throw error;
      });
    await voice?.consume();
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      init_point: created.initPoint,
      memory_id: created.memoryId,
      email_correction_key: created.emailCorrectionKey,
    } satisfies CreatePaymentResponse;
  });

  router.get('/payment-status/:id', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    // An unknown id is a 404 that leaves nothing in the limiter: it is asked only about a known, unpaid order.
    const mayAskProvider = async () => (await paymentRefreshes.hit(id)) <= 0;
    const { status, providerFailure } = await useCase(RefreshPaymentStatus).execute({ id, mayAskProvider });
    if (providerFailure) ctx.state.log.warn('payment refresh failed', { err: providerFailure });
    ctx.body = status satisfies PaymentStatusResponse;
  });

  router.post('/checkout/:id', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    // Only an order that exists spends a place in the limiter: an unknown id is a 404 here.
    await useCase(GetPaymentStatus).execute({ id });
    assertWithinLimit(await checkoutReopenings.hit(id));
    const { initPoint } = await useCase(ReopenCheckout).execute({ id });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { init_point: initPoint } satisfies CheckoutResponse;
  });
}

/**
 * The staged photos an order names, taken into its request's folder (see `claimStagedPhotos`): within the largest
 * plan's count with the files beside them, so a long list of references is refused before any is looked at.
 */
async function claimedPhotos(ctx: Context, incomingDir: string, references: readonly string[]): Promise<ClaimedPhotos> {
  if (references.length === 0) return { photos: [], release: async () => {} };
  if (references.length + uploadedPhotos(ctx.request.files).length > MAX_PHOTOS) {
    throw new DomainError('memory.photo-limit-exceeded', { plan: 'premium', limit: MAX_PHOTOS });
  }
  return claimStagedPhotos(incomingDir, references, stagingFolderOf(ctx), new Date());
}

/** The voice message sent ahead that an order names (`stagedVoice`, one at most), taken for it; null when none. */
async function claimedVoice(ctx: Context, incomingDir: string): Promise<ClaimedVoice | null> {
  const named = (ctx.request.body as Record<string, unknown> | undefined)?.stagedVoice;
  if (named === undefined || named === '') return null;
  if (typeof named !== 'string') throw new HttpError(400, 'request.invalid', VOICE_STAGED_UNKNOWN, 'stagedVoice');
  return claimStagedVoice(incomingDir, named, new Date());
}

/**
 * What sends a file ahead (a photo, a voice message) passes before its body is read: the client's hourly limit, then
 * `admitted` (the shop taking orders, for a new order's file; the edit token, for an owner's), and a place among the
 * files sent ahead (`StagedPhotoBudget`), given back unless kept.
 */
function stagingAdmission(
  limits: { readonly perClient: RateLimit; readonly budget: StagedPhotoBudget | null },
  admitted: (ctx: Context) => Promise<void>,
): Middleware {
  return async (ctx, next) => {
    assertWithinLimit(await limits.perClient.hit(clientKey(ctx.ip)));
    await admitted(ctx);
    const place = await limits.budget?.take(ctx.request.length ?? null).catch((error: unknown) => {
      if (error instanceof StagedPhotosFullError) ctx.state.log.warn('file sent ahead refused: no room for files sent ahead');
      throw error;
    });
    ctx.state.stagingPlace = place;
    try {
      await next();
    } finally {
      place?.release();
    }
  };
}

/**
 * "Sending photos while the buyer writes": one photo, checked like an order's, kept under the reference answered. A
 * photo takes its room among those sent ahead before its body is read (`StagedPhotoBudget`), given back unless kept.
 */
function addStagedPhotoRoute(router: Router, useCase: ResolveUseCase, upload: Upload, incomingDir: string, admission: Middleware): void {
  router.post('/staged-photos', admission, ...upload, async (ctx) => {
    const [photo] = uploadedPhotosOf(ctx.request.files, 'photo');
    if (!photo) throw new HttpError(400, 'request.invalid', REQUEST_ERROR_TEXT.photoMissing, 'photo');
    await useCase(CheckStagedPhoto).execute({ photo });
    const reference = await keepStagedPhoto(incomingDir, photo);
    (ctx.state.stagingPlace as StagingPlace | undefined)?.keep(photo.byteLength);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { reference } satisfies StagedPhotoResponse;
  });
}

/**
 * A new order is admitted before any of it is read (no photo staged or processed, nothing written): within its
 * client's hourly limit, and while the shop takes unpaid orders. A refusal is a 429 with Retry-After and its own code
 * (`order.unpaid-limit`), logged with its scope so that it can be counted.
 */
function admitNewOrder(admit: AdmitNewOrder, perClient: RateLimit): Middleware {
  return async (ctx, next) => {
    try {
      const wait = await perClient.hit(clientKey(ctx.ip));
      if (wait > 0) throw new UnpaidOrderLimitError('client', wait);
      await admit.execute();
    } catch (error) {
      if (error instanceof UnpaidOrderLimitError) ctx.state.log.warn('new order refused: unpaid order limit', { scope: error.details.scope });
      throw error;
    }
    await next();
  };
}

/** "Reenviar QR Code", limited per client and per address. */
function addResendRoute(router: Router, useCase: ResolveUseCase, options: MemoriesRoutesOptions, limiters: RouteRateLimiters): void {
  const json = jsonBody({ limit: '8kb' });
  const { resendPerEmail: perEmail, resendPerClient: perClient } = limiters;

  router.post('/resend-qrcode', json, async (ctx) => {
    const { email } = parseRequest(resendQrCodeBody, ctx.request.body);
    // A client over its limit is refused before its address is counted: refused requests hold no address.
    assertWithinLimit(await perClient.hit(clientKey(ctx.ip)));
    assertWithinLimit(await perEmail.hit(email));
    // Answered only once the e-mail is durably queued (or there was nothing to queue), so a failure is not hidden
    // behind a 202. Known and unknown addresses get the same answer; the only difference is one queue insert.
    const { pagesQueued } = await useCase(ResendQrCodeEmail)
      .execute({ email })
      .catch((error: unknown) => {
        throw resendFailure(ctx.state.log, error);
      });
    if (pagesQueued > 0) options.onEmailQueued?.();
    ctx.status = 202;
    ctx.body = { success: true, message: MESSAGES.resendAccepted } satisfies ResendQrCodeResponse;
  });
}

/** A resend that could not queue its e-mail: the buyer is told to try again later (503), not that it was sent. */
function resendFailure(log: { error(message: string, fields?: Record<string, unknown>): void }, error: unknown): unknown {
  if (error instanceof DomainError) return error;
  log.error('resend failed', { err: error });
  return new HttpError(503, 'service.unavailable', REQUEST_ERROR_TEXT.unavailable, undefined, { 'Retry-After': String(RESEND_RETRY_AFTER_SECONDS) });
}

/** How long the owner's browser keeps the photo preview key: each read of the edit page sets it again. */
const PHOTO_PREVIEW_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The owner's edit page, with the edit token. */
function addOwnerRoutes(router: Router, useCase: ResolveUseCase, upload: Upload): void {
  router.get('/update/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const input = { id: memoryIdParam(ctx.params.id), token: bearerToken(ctx.get('authorization')) };
    const view = (await useCase(GetOwnedMemory).execute(input)) satisfies MemoryRecordResponse;
    // The owner's browser may see the photos before the page's reveal date: the key goes only with that page's photos.
    ctx.cookies.set(PHOTO_PREVIEW_COOKIE, await useCase(GetOwnedMemory).photoPreviewKey(input), {
      path: `${UPLOADS_PREFIX}${input.id}/`,
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      maxAge: PHOTO_PREVIEW_COOKIE_MAX_AGE_MS,
      overwrite: true,
    });
    ctx.body = view;
  });

  // The edit token is checked before the body is read: without it, nobody gets to send up to three photos' worth of
  // bytes into the server's memory (the rest of the body is then read and dropped by Node, not kept).
  const ownerOnly: Middleware = async (ctx, next) => {
    await useCase(GetOwnedMemory).execute({ id: memoryIdParam(ctx.params.id), token: bearerToken(ctx.get('authorization')) });
    await next();
  };

  router.put('/update/:id', ownerOnly, ...upload, async (ctx) => {
    const token = bearerToken(ctx.get('authorization'));
    const fields = parseRequest(updateMemoryFields, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(UpdateMemory).execute({
      id: memoryIdParam(ctx.params.id),
      token,
      message: fields.message,
      datingSince: fields.datingSince,
      youtube: fields.youtube,
      removedPhotos: fields.removedPhotos,
      ...(fields.revealAt === undefined ? {} : { revealAt: fields.revealAt }),
      ...(fields.palette === undefined ? {} : { palette: fields.palette }),
      ...(fields.fallingEmoji === undefined ? {} : { fallingEmoji: fields.fallingEmoji }),
      ...(fields.revealStyle === undefined ? {} : { revealStyle: fields.revealStyle }),
      ...(fields.story === undefined ? {} : { story: fields.story }),
      photos: uploadedPhotos(ctx.request.files),
    })) satisfies MemoryRecordResponse;
  });
}

/** 429 with Retry-After when a rate limiter asks to wait (`waitSeconds` > 0). */
function assertWithinLimit(waitSeconds: number): void {
  if (waitSeconds <= 0) return;
  throw new HttpError(429, 'request.rate-limited', REQUEST_ERROR_TEXT.rateLimited, undefined, {
    'Retry-After': String(waitSeconds),
  });
}
