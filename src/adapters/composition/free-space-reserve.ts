import type { Config } from '../../../config/config.js';
import { PLANS } from '../../domain/plan/plan.js';

/** The most photos one order carries: the largest plan's. */
const MOST_PHOTOS_PER_ORDER = Math.max(...Object.values(PLANS).map((plan) => plan.photoLimit));

/**
 * The free space DATA_DIR must keep for `/healthz` to say 200: DATA_MIN_FREE_BYTES when set, else as many orders as
 * the upload gate lets in at once, each with the largest plan's photos at PHOTO_MAX_BYTES, counted twice: once staged
 * in `incoming/` while the request is read, once again for what is written before the staged copy goes (the processed
 * widths, the database's and the outbox's writes). With the defaults: 4 × 3 × 10 MB × 2 = 240 MB.
 */
export function freeSpaceReserve(config: Pick<Config, 'dataMinFreeBytes' | 'photoMaxBytes' | 'photoUploadsAtOnce'>): number {
  if (config.dataMinFreeBytes !== null) return config.dataMinFreeBytes;
  return config.photoUploadsAtOnce * MOST_PHOTOS_PER_ORDER * config.photoMaxBytes * 2;
}
