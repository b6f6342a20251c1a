import type { Clock } from '../ports/clock.js';
import type { MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../ports/shop-identity.js';

/** `ok`; `unmarked`: the storage does not carry this database's mark; `missing`: none of the sampled photos is there. */
export type StoredPhotosState = 'ok' | 'unmarked' | 'missing';

export interface StoredPhotosCheck {
  readonly state: StoredPhotosState;
  /** Photos looked for, and of those the ones not found. */
  readonly sampled: number;
  readonly missing: number;
}

/** Newest active pages whose first photo is looked for. */
const PAGES_SAMPLED = 3;
/** A check is reused this long: the health check is asked every few seconds and must stay cheap. */
export const STORED_PHOTOS_CHECK_TTL_MS = 60_000;

/**
 * Tells whether the photo storage still holds the shop's photos, which a writable folder alone does not prove (a
 * deleted `uploads/` is made again, empty, by the next write): the storage must carry the database's mark, and the
 * first photo of the newest active pages must be there. One lost file is a page to look into, not a storage gone:
 * only when none of the sampled photos is found is the storage called missing. The answer is kept for a minute.
 */
export class CheckStoredPhotos {
  private last: { readonly at: number; readonly check: Promise<StoredPhotosCheck> } | null = null;

  constructor(
    private readonly identity: ShopIdentityRecord,
    private readonly marker: PhotoStorageMarker,
    private readonly storage: PhotoStorage,
    private readonly repository: MemorySupportQueries,
    private readonly clock: Clock,
    private readonly ttlMs: number = STORED_PHOTOS_CHECK_TTL_MS,
  ) {}

  execute(): Promise<StoredPhotosCheck> {
    const now = this.clock.now().getTime();
    if (this.last && now - this.last.at < this.ttlMs) return this.last.check;
    const check = this.check();
    this.last = { at: now, check };
    // A check that failed (the database or the service down) is not kept: the next one asks again.
    check.catch(() => {
      if (this.last?.check === check) this.last = null;
    });
    return check;
  }

  private async check(): Promise<StoredPhotosCheck> {
    const [shopId, markerId] = await Promise.all([this.identity.read(), this.marker.readMarker()]);
    if (shopId !== markerId) return { state: 'unmarked', sampled: 0, missing: 0 };
    const pages = await this.repository.search({ statuses: ['active'], limit: PAGES_SAMPLED });
    const photos = pages.flatMap((page) => page.photos.slice(0, 1));
    let missing = 0;
    for (const photo of photos) if ((await this.storage.read(photo)) === null) missing++;
    return { state: photos.length > 0 && missing === photos.length ? 'missing' : 'ok', sampled: photos.length, missing };
  }
}
