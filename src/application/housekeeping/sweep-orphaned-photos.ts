import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoQuarantine } from '../ports/photo-quarantine.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../ports/shop-identity.js';
import { photoSweepLimit } from '../safekeeping/photo-sweep-limit.js';
import {
  findOrphanedPhotos,
  photoSweepReport,
  type OrphanedPhotos,
  type PhotosNamedElsewhere,
  type PhotoSweepReport,
} from '../shared/orphaned-photos.js';

export interface SweepOrphanedPhotosInput {
  /** Count what would go, put nothing aside. */
  readonly dryRun?: boolean;
  /** The operator's word: put aside everything found, past the round's limit (`photoSweepLimit`). */
  readonly beyondLimit?: boolean;
}

/** What a round put aside (or would), and what it left for a later round or the operator because of its limit. */
export interface PhotoSweepOutcome extends PhotoSweepReport {
  /** Found but left where they are: past the round's limit. */
  readonly heldBack: { readonly folders: number; readonly photos: number };
}

/** What keeps the sweep to its shop's photos and puts what it takes aside. */
export interface SweepSafekeeping {
  readonly quarantine: PhotoQuarantine;
  readonly identity: ShopIdentityRecord;
  readonly marker: PhotoStorageMarker;
  /** The photos the page's features keep beside its own (its chapters'): never taken for orphans. */
  readonly namedElsewhere?: PhotosNamedElsewhere;
}

/** The photo storage does not carry the mark of this database's shop: a sweep would take another shop's photos. */
export class PhotoStorageNotOfThisShopError extends Error {
  constructor() {
    super('the photo storage does not carry the mark of this database: no photo is swept');
    this.name = 'PhotoStorageNotOfThisShopError';
  }
}

/**
 * Puts aside the photo files no page names, once older than the grace period (`PHOTO_SWEEP_GRACE_MS`): what a process
 * killed during an upload or an edit left (photos saved before their row, photos replaced by a saved edit), and what a
 * failed clean-up could not remove. A memory folder with no page goes whole. Nothing is deleted here: photos go to the
 * quarantine, kept for days and restorable; only temporary files of interrupted writes are deleted. A round puts aside
 * no more than its limit, and none at all when the storage is not marked as this database's shop. Run by the server
 * at start and every hour, and by `memories-cli sweep-photos`.
 */
export class SweepOrphanedPhotos {
  constructor(
    private readonly photoStorage: PhotoStorage,
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
    private readonly safekeeping: SweepSafekeeping,
  ) {}

  async execute(input: SweepOrphanedPhotosInput = {}): Promise<PhotoSweepOutcome> {
    const [shopId, marker] = await Promise.all([this.safekeeping.identity.read(), this.safekeeping.marker.readMarker()]);
    // Neither written: a runtime that never ran the start-up check (an embedded test server); never one without the other.
    if (shopId !== marker) throw new PhotoStorageNotOfThisShopError();
    const now = this.clock.now();
    const found = await findOrphanedPhotos(this.photoStorage, this.repository, now, undefined, this.safekeeping.namedElsewhere);
    const taken = input.beyondLimit ? found : withinLimit(found);
    const outcome = { ...photoSweepReport(taken), heldBack: heldBack(found, taken) };
    if (input.dryRun) return outcome;
    for (const folder of taken.folders) await this.safekeeping.quarantine.quarantineFolder(folder.memoryId, now);
    if (taken.photos.length > 0) await this.safekeeping.quarantine.quarantinePhotos(taken.photos, now);
    for (const { memoryId, names } of found.leftovers) await this.photoStorage.removeLeftovers(memoryId, names);
    return outcome;
  }
}

/** The share of what was found one round may take: whole folders first, then single photos, within the limit. */
function withinLimit(found: OrphanedPhotos): OrphanedPhotos {
  const limit = photoSweepLimit(found.storedFolders);
  const folders: OrphanedPhotos['folders'][number][] = [];
  let files = 0;
  for (const folder of found.folders) {
    if (folders.length >= limit.folders || files + folder.photos > limit.files) break;
    folders.push(folder);
    files += folder.photos;
  }
  return { ...found, folders, photos: found.photos.slice(0, Math.max(0, limit.files - files)) };
}

function heldBack(found: OrphanedPhotos, taken: OrphanedPhotos): PhotoSweepOutcome['heldBack'] {
  const photosIn = (folders: OrphanedPhotos['folders']) => folders.reduce((sum, folder) => sum + folder.photos, 0);
  return {
    folders: found.folders.length - taken.folders.length,
    photos: found.photos.length - taken.photos.length + photosIn(found.folders) - photosIn(taken.folders),
  };
}
