import { snapshotsToKeep, type RetentionPolicy } from '../../domain/backup/retention-policy.js';
import { isOtherShop, newestWithPagesOfEachShop } from '../../domain/backup/snapshot-ownership.js';
import type { BackupDestination } from '../ports/backup-destination.js';
import type { Clock } from '../ports/clock.js';
import type { ShopRows } from '../ports/shop-rows.js';
import { loadManifest, snapshotIds } from './snapshot-catalogue.js';
import { shopFactsOf, snapshotFactsIn } from './shop-facts.js';

export interface PruneBackupsReport {
  readonly kept: readonly string[];
  readonly removed: readonly string[];
  /** Blobs no kept snapshot names, removed; and whether collecting them was put off because a backup is running. */
  readonly blobsRemoved: number;
  readonly bytesRemoved: number;
  readonly collectionPutOff: boolean;
}

/**
 * A blob written less than this long ago may belong to a backup still running (its manifest not yet written): never
 * collected, whatever the markers say.
 */
const YOUNG_BLOB_MS = 24 * 60 * 60 * 1000;
/** A running marker older than this was left by a backup that died. */
const STALE_RUNNING_MS = 24 * 60 * 60 * 1000;

/**
 * Retention (BACKUP_KEEP, memories-cli backup prune): removes the manifests of this shop (`rows`' shop id, and snapshots
 * without one) the policy does not keep, then the blobs no remaining manifest names. Whatever the policy says, the newest
 * snapshot holding pages of each shop id stays, and so do another shop's snapshots and manifests this version cannot
 * read. A blob is never removed while any backup is recorded as running, nor when it is younger than a day, so a
 * backup in progress never loses a blob it has written or counted on.
 */
export class PruneBackups {
  constructor(
    private readonly destination: BackupDestination,
    private readonly clock: Clock,
    private readonly rows: ShopRows,
  ) {}

  async execute(policy: RetentionPolicy): Promise<PruneBackupsReport> {
    const ids = await snapshotIds(this.destination);
    const { shopId } = await shopFactsOf(this.rows);
    const snapshots = await snapshotFactsIn(this.destination);
    const own = snapshots.filter((snapshot) => !isOtherShop(snapshot, shopId));
    const keep = new Set([...snapshotsToKeep(own, policy), ...newestWithPagesOfEachShop(snapshots)]);
    const removed = own.map((snapshot) => snapshot.id).filter((id) => !keep.has(id));
    for (const id of removed) await this.destination.deleteManifest(id);
    const now = this.clock.now().getTime();
    const running = (await this.destination.listRunning()).filter((marker) => now - marker.since.getTime() < STALE_RUNNING_MS);
    const kept = ids.filter((id) => !removed.includes(id));
    if (running.length > 0) return { kept, removed, blobsRemoved: 0, bytesRemoved: 0, collectionPutOff: true };
    const named = new Set<string>();
    for (const id of await snapshotIds(this.destination)) {
      const manifest = await loadManifest(this.destination, id);
      // A manifest this version cannot read may name any blob: collect nothing rather than guess.
      if (manifest === 'unreadable') return { kept, removed, blobsRemoved: 0, bytesRemoved: 0, collectionPutOff: true };
      if (manifest) for (const file of manifest.files) named.add(file.sha256);
    }
    let blobsRemoved = 0;
    let bytesRemoved = 0;
    for (const blob of await this.destination.listBlobs()) {
      if (named.has(blob.sha256) || now - blob.writtenAt.getTime() < YOUNG_BLOB_MS) continue;
      await this.destination.deleteBlob(blob.sha256);
      blobsRemoved++;
      bytesRemoved += blob.size;
    }
    return { kept, removed, blobsRemoved, bytesRemoved, collectionPutOff: false };
  }
}
