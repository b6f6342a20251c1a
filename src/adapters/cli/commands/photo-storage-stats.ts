import { ManagePhotoQuarantine, type QuarantineSummary } from '../../../application/safekeeping/manage-photo-quarantine.js';
import { CheckStoredPhotos, type StoredPhotosCheck } from '../../../application/safekeeping/check-stored-photos.js';
import { SAFEKEEPING_CLI_TEXT } from '../../../texts/safekeeping-cli.pt-br.js';
import type { CliRuntime, DataFolderSpaceFigures } from '../cli-context.js';
import { when } from '../format.js';

const TEXT = SAFEKEEPING_CLI_TEXT.stats;

/** What `stats` says of the photo storage: where it is, whether it still holds the shop's photos, and its quarantine. */
export interface PhotoStorageStats {
  readonly place: string;
  /** Null when the storage or the database could not answer the check. */
  readonly check: StoredPhotosCheck | null;
  readonly quarantine: QuarantineSummary;
}

export async function photoStorageOf(runtime: CliRuntime): Promise<PhotoStorageStats> {
  const { safekeeping } = runtime;
  // A storage that does not answer is one line of the stats, not the end of them.
  const check = await runtime
    .useCase(CheckStoredPhotos)
    .execute()
    .catch(() => null);
  const quarantine = await runtime.useCase(ManagePhotoQuarantine).summary();
  return { place: safekeeping.places.photos, check, quarantine };
}

export function photoStorageLines(stats: PhotoStorageStats): string[] {
  return [
    stats.check ? TEXT.storage(stats.check.state, stats.check, stats.place) : TEXT.unanswered(stats.place),
    TEXT.quarantine(stats.quarantine, when(stats.quarantine.oldest), when(stats.quarantine.oldestPurgedAt)),
  ];
}

export function dataFolderLines(space: DataFolderSpaceFigures): string[] {
  return [TEXT.space(space.place, space)];
}
