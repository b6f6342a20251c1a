import type { Clock } from '../ports/clock.js';
import type { PhotoQuarantine, QuarantinedPhotos } from '../ports/photo-quarantine.js';
import { PHOTO_QUARANTINE_MS } from './photo-sweep-limit.js';

/** The quarantine at a glance: what `memories-cli stats` shows. */
export interface QuarantineSummary {
  readonly folders: number;
  readonly files: number;
  readonly bytes: number;
  /** When the oldest entry was put aside; null when the quarantine is empty. */
  readonly oldest: Date | null;
  /** When that entry is deleted for good. */
  readonly oldestPurgedAt: Date | null;
}

/** What support does with the photos sweeps put aside: list them, bring them back, and delete them once their days are over. */
export class ManagePhotoQuarantine {
  constructor(
    private readonly quarantine: PhotoQuarantine,
    private readonly clock: Clock,
  ) {}

  list(): Promise<QuarantinedPhotos[]> {
    return this.quarantine.listQuarantined();
  }

  async summary(): Promise<QuarantineSummary> {
    const entries = await this.quarantine.listQuarantined();
    const oldest = entries.reduce<Date | null>((first, entry) => (first && first <= entry.quarantinedAt ? first : entry.quarantinedAt), null);
    return {
      folders: new Set(entries.map((entry) => entry.memoryId)).size,
      files: entries.reduce((sum, entry) => sum + entry.files, 0),
      bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      oldest,
      oldestPurgedAt: oldest ? new Date(oldest.getTime() + PHOTO_QUARANTINE_MS) : null,
    };
  }

  /** Brings back every file put aside of the given memories (all of them with none given); resolves files restored per memory. */
  async restore(memoryIds?: readonly string[]): Promise<{ readonly memoryId: string; readonly files: number }[]> {
    const ids = memoryIds ?? [...new Set((await this.quarantine.listQuarantined()).map((entry) => entry.memoryId))];
    const restored = [];
    for (const memoryId of ids) restored.push({ memoryId, files: await this.quarantine.restore(memoryId) });
    return restored;
  }

  /** Deletes for good what was put aside more than `PHOTO_QUARANTINE_DAYS` ago; resolves how many entries went. */
  purgeExpired(): Promise<number> {
    return this.quarantine.purgeQuarantined(new Date(this.clock.now().getTime() - PHOTO_QUARANTINE_MS));
  }
}
