import { assertPhotoCountOnCreate } from '../plan/photo-limits.js';
import { PLANS } from '../plan/plan.js';
import type { MemoryDetails } from './memory-details.js';
import { songOf } from './memory-music.js';
import { UNPAID } from './memory-payments.js';
import { newMemoryPhotos } from './memory-photos.js';
import { memorySlug } from './memory-slug.js';
import type { MemoryState } from './memory-state.js';
import type { MusicInfo } from './music.js';

/** What a new page is made of when its order is placed. */
export interface NewMemory {
  readonly id: string;
  readonly details: MemoryDetails;
  readonly photos: readonly string[];
  /** Placeholders of some of `photos`, by path. */
  readonly photoPlaceholders?: Readonly<Record<string, string>>;
  readonly now: Date;
  readonly emailCorrectionKeyHash?: string;
  /** What YouTube said of the music video, when it was asked and answered. */
  readonly music?: MusicInfo | null;
  /** What the order costs now, from the shop's prices; absent: the spec's price of its plan. */
  readonly priceCents?: number;
}

/** The first state of a page, unpaid, with its first edit link, open to replies; its photos within its plan's count. */
export function newMemoryState(args: NewMemory): MemoryState {
  assertPhotoCountOnCreate(PLANS[args.details.plan], args.photos.length);
  return {
    ...args.details,
    id: args.id,
    slug: memorySlug(args.details.yourName, args.details.lovedName),
    ...newMemoryPhotos(args.photos, args.photoPlaceholders),
    ...songOf(args.details.youtube, args.music),
    priceCents: args.priceCents ?? null,
    ...UNPAID,
    createdAt: args.now,
    updatedAt: args.now,
    editTokenVersion: 1,
    emailCorrectionKeyHash: args.emailCorrectionKeyHash ?? null,
    orders: [],
    notice: null,
    noticeAt: null,
    repliesEnabled: true,
    version: 1,
    voice: null,
  };
}
