import type { BackupDestination } from '../ports/backup-destination.js';
import { isSnapshotId, parseManifest, timeOfSnapshotId, type BackupManifest } from './backup-manifest.js';

/** The snapshot ids of a destination, oldest first (ids sort by time). */
export async function snapshotIds(destination: BackupDestination): Promise<string[]> {
  return (await destination.listManifests()).filter(isSnapshotId).sort();
}

/** A snapshot's manifest: null when there is no manifest by that id, 'unreadable' when it is not one this version reads. */
export async function loadManifest(destination: BackupDestination, snapshotId: string): Promise<BackupManifest | 'unreadable' | null> {
  const bytes = await destination.readManifest(snapshotId);
  if (bytes === null) return null;
  const manifest = parseManifest(bytes);
  return manifest && manifest.snapshot === snapshotId ? manifest : 'unreadable';
}

/** The newest snapshot whose manifest reads, or null. */
export async function latestManifest(destination: BackupDestination): Promise<BackupManifest | null> {
  const ids = await snapshotIds(destination);
  for (const id of ids.reverse()) {
    const manifest = await loadManifest(destination, id);
    if (manifest && manifest !== 'unreadable') return manifest;
  }
  return null;
}

/** When the newest snapshot of a destination was taken; null when it has none (the "last backup" a monitor reads). */
export async function latestSnapshotTime(destination: BackupDestination): Promise<Date | null> {
  const ids = await snapshotIds(destination);
  const newest = ids.at(-1);
  return newest ? timeOfSnapshotId(newest) : null;
}

/**
 * Runs `work` on at most `limit` items at once; resolves their results in order. After a failure no item is started,
 * and the first failure is thrown once the items under way have ended (so that a caller may undo what they did).
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failure = lanes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
