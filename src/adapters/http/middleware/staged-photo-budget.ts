import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { STAGED_PHOTO_PREFIX } from './staged-photos.js';

/** What DATA_DIR's disk has free, and what it must keep for the orders (DATA_MIN_FREE_BYTES). */
export interface DiskRoom {
  readonly freeBytes: number;
  readonly reserveBytes: number;
}

export interface StagedPhotoBudgetOptions {
  /** DATA_DIR/incoming, where staged photos wait for their order. */
  readonly incomingDir: string;
  /** The largest photo (PHOTO_MAX_BYTES): what an upload of unknown length may still bring. */
  readonly maxPhotoBytes: number;
  /** Staged photos' bytes held at once in `incomingDir` (STAGED_PHOTOS_MAX_BYTES). */
  readonly maxHeldBytes: number;
  /** Staged photos' bytes this process takes per hour (STAGED_PHOTOS_BYTES_PER_HOUR). */
  readonly maxBytesPerHour: number;
  readonly diskRoom: () => Promise<DiskRoom>;
  readonly now?: () => number;
}

/** A place taken for one upload: `keep` counts the photo staged, `release` gives back what it did not use. */
export interface StagingPlace {
  keep(bytes: number): void;
  release(): void;
}

/** Photos sent ahead of their order are refused for now (503): the shop holds all it may of them. */
export class StagedPhotosFullError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('photo.staging-full', { retryAfterSeconds });
  }
}

const HOUR_MS = 60 * 60 * 1000;
/** Each staged photo counts as at least this much: a file costs its disk blocks and a decode, however small it is. */
export const SMALLEST_COUNTED_BYTES = 64 * 1024;
/** How long a listing of `incomingDir` stands for what it holds (the places taken since are added to it). */
const LISTING_TTL_MS = 1000;
/** How long a refusal for lack of room asks the client to wait. */
const FULL_RETRY_AFTER_SECONDS = 300;

const counted = (bytes: number) => Math.max(bytes, SMALLEST_COUNTED_BYTES);

/**
 * The room photos sent ahead of their order (`POST /api/staged-photos`) may take, every client together: their bytes
 * held at once in `incomingDir` (every process on this DATA_DIR sees the same files), their bytes per hour in this
 * process, and never the disk's reserve for orders. A place is taken before the body is read, for as many bytes as it
 * announces (or the largest photo when it does not say), so uploads under way count too and none can overshoot.
 */
export class StagedPhotoBudget {
  private readonly now: () => number;
  private inFlight = 0;
  private hourStartedAt = -Infinity;
  private stagedThisHour = 0;
  private listing: { at: number; bytes: number } | null = null;
  private keptSinceListing = 0;

  constructor(private readonly options: StagedPhotoBudgetOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Takes a place for an upload of at most `announcedBytes`, or throws StagedPhotosFullError. */
  async take(announcedBytes: number | null): Promise<StagingPlace> {
    const bytes = counted(Math.min(announcedBytes ?? this.options.maxPhotoBytes, this.options.maxPhotoBytes));
    // Taken before anything is awaited: two uploads checked at the same moment each see the other.
    this.inFlight += bytes;
    let open = true;
    const release = () => {
      if (!open) return;
      open = false;
      this.inFlight -= bytes;
    };
    try {
      await this.check();
    } catch (error) {
      release();
      throw error;
    }
    return {
      keep: (kept) => {
        this.stagedThisHour += counted(kept);
        this.keptSinceListing += counted(kept);
        release();
      },
      release,
    };
  }

  private async check(): Promise<void> {
    const now = this.now();
    if (now - this.hourStartedAt >= HOUR_MS) {
      this.hourStartedAt = now;
      this.stagedThisHour = 0;
    }
    if (this.stagedThisHour + this.inFlight > this.options.maxBytesPerHour) {
      throw new StagedPhotosFullError(Math.ceil((this.hourStartedAt + HOUR_MS - now) / 1000));
    }
    if ((await this.heldBytes(now)) + this.inFlight > this.options.maxHeldBytes) throw new StagedPhotosFullError(FULL_RETRY_AFTER_SECONDS);
    const disk = await this.options.diskRoom();
    if (disk.freeBytes - this.inFlight < disk.reserveBytes) throw new StagedPhotosFullError(FULL_RETRY_AFTER_SECONDS);
  }

  /** The staged photos' bytes in `incomingDir`, listed at most once a second. */
  private async heldBytes(now: number): Promise<number> {
    if (!this.listing || now - this.listing.at >= LISTING_TTL_MS) {
      // Cleared before the listing: a photo kept while it runs may be counted twice, never missed.
      this.keptSinceListing = 0;
      this.listing = { at: now, bytes: await stagedBytesIn(this.options.incomingDir) };
    }
    return this.listing.bytes + this.keptSinceListing;
  }
}

/** The bytes the staged photos in `dir` count for (a file gone meanwhile was taken by an order). */
async function stagedBytesIn(dir: string): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let total = 0;
  for (const name of names) {
    if (!name.startsWith(STAGED_PHOTO_PREFIX)) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info) total += counted(info.size);
  }
  return total;
}
