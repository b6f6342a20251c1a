import type { Middleware } from 'koa';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { HttpError } from '../http-error.js';
import type { HttpMetrics } from './request-metrics.js';

/** How long a refused upload is asked to wait: a few seconds is what three photos take to process. */
const RETRY_AFTER_SECONDS = 5;

/**
 * At most `capacity` requests with photos at once, counted from before their body is read until they are answered.
 * One more is refused at once with 503 and Retry-After instead of being read into memory: the memory uploads take
 * stays bounded, however many arrive together.
 */
export function uploadGate(capacity: number, metrics?: Pick<HttpMetrics, 'photoUploadsInFlight' | 'photoUploadRefused'>): Middleware {
  let inFlight = 0;
  return async (_ctx, next) => {
    if (inFlight >= capacity) {
      metrics?.photoUploadRefused();
      throw new HttpError(503, 'service.busy', REQUEST_ERROR_TEXT.uploadsBusy, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    inFlight += 1;
    metrics?.photoUploadsInFlight(inFlight);
    try {
      await next();
    } finally {
      inFlight -= 1;
      metrics?.photoUploadsInFlight(inFlight);
    }
  };
}
