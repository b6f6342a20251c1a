import type { BackupDestination } from '../ports/backup-destination.js';
import { loadManifest, snapshotIds } from './snapshot-catalogue.js';
import { pagesOfManifest, shopIdOfManifest } from './shop-facts.js';

export interface BackupSummary {
  readonly snapshot: string;
  /** Null when the manifest cannot be read by this version. */
  readonly createdAt: string | null;
  readonly pages: number;
  readonly files: number;
  /** The size of everything the snapshot names (blobs shared with other snapshots counted in each). */
  readonly bytes: number;
  readonly engine: string | null;
  /** The shop id its manifest carries (null: none, or unreadable). */
  readonly shopId: string | null;
}

/** memories-cli backup list: the snapshots of a destination, oldest first. */
export class ListBackups {
  constructor(private readonly destination: BackupDestination) {}

  async execute(): Promise<BackupSummary[]> {
    const summaries: BackupSummary[] = [];
    for (const id of await snapshotIds(this.destination)) {
      const manifest = await loadManifest(this.destination, id);
      if (manifest === null) continue;
      if (manifest === 'unreadable') {
        summaries.push({ snapshot: id, createdAt: null, pages: 0, files: 0, bytes: 0, engine: null, shopId: null });
        continue;
      }
      summaries.push({
        snapshot: id,
        createdAt: manifest.createdAt,
        pages: pagesOfManifest(manifest),
        files: manifest.files.length,
        bytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
        engine: manifest.engine,
        shopId: shopIdOfManifest(manifest),
      });
    }
    return summaries;
  }
}
