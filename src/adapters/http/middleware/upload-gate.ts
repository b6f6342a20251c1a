import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { HttpError } from '../http-error.js';
import type { HttpMetrics } from './request-metrics.js';

/** How long a refused upload is asked to wait: a few seconds is what three photos take to process. */
const RETRY_AFTER_SECONDS = 5;

/** A place among the photo uploads in flight; `release` gives it back (once, however often it is called). */
export type UploadSlot = { release(): void };

/**
 * At most `capacity` requests sending photo bytes at once, each counted from its first photo's first byte until it is
 * answered. One more is refused at once with 503 and Retry-After instead of being read: the memory and the worker's
 * queue uploads take stay bounded, however many arrive together. A request that carries no photo (an order naming
 * photos sent ahead) never takes a place, so it never waits behind uploads nor is refused for them.
 */
export class UploadGate {
  private inFlight = 0;

  constructor(
    private readonly capacity: number,
    private readonly metrics?: Pick<HttpMetrics, 'photoUploadsInFlight' | 'photoUploadRefused'>,
  ) {}

  /** A place, or the 503 to answer when every place is taken. */
  take(): UploadSlot | HttpError {
    if (this.inFlight >= this.capacity) {
      this.metrics?.photoUploadRefused();
      return new HttpError(503, 'service.busy', REQUEST_ERROR_TEXT.uploadsBusy, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    this.changeBy(1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.changeBy(-1);
      },
    };
  }

  private changeBy(delta: number): void {
    this.inFlight += delta;
    this.metrics?.photoUploadsInFlight(this.inFlight);
  }
}
