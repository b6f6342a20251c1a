import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { findOrphanedPhotos, photoSweepReport, type PhotoSweepReport } from '../shared/orphaned-photos.js';

export interface SweepOrphanedPhotosInput {
  /** Count what would go, remove nothing. */
  readonly dryRun?: boolean;
}

/**
 * Removes the photo files no page names, once older than the grace period (`PHOTO_SWEEP_GRACE_MS`): what a process
 * killed during an upload or an edit left (photos saved before their row, photos replaced by a saved edit, temporary
 * files of a write cut short), and what a failed clean-up could not remove. A memory folder with no page goes whole.
 * Run by the server at start and every hour.
 */
export class SweepOrphanedPhotos {
  constructor(
    private readonly photoStorage: PhotoStorage,
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: SweepOrphanedPhotosInput = {}): Promise<PhotoSweepReport> {
    const found = await findOrphanedPhotos(this.photoStorage, this.repository, this.clock.now());
    if (input.dryRun) return photoSweepReport(found);
    for (const folder of found.folders) await this.photoStorage.removeAllOf(folder.memoryId);
    if (found.photos.length > 0) await this.photoStorage.remove(found.photos);
    for (const { memoryId, names } of found.leftovers) await this.photoStorage.removeLeftovers(memoryId, names);
    return photoSweepReport(found);
  }
}
