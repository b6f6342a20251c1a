import type { ShopFacts, SnapshotFacts } from '../../domain/backup/snapshot-ownership.js';
import type { BackupDestination } from '../ports/backup-destination.js';
import type { ShopRows } from '../ports/shop-rows.js';
import { PAGES_TABLE, SHOP_IDENTITY_TABLE, timeOfSnapshotId, type BackupManifest } from './backup-manifest.js';
import { loadManifest, snapshotIds } from './snapshot-catalogue.js';

/** The shop id a manifest carries (its `shopIdentity` row's `shop_id`), or null. */
export function shopIdOfManifest(manifest: BackupManifest): string | null {
  const id = manifest.shopIdentity?.shop_id;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function pagesOfManifest(manifest: BackupManifest): number {
  return Object.values(manifest.pages).reduce((sum, count) => sum + count, 0);
}

export function snapshotFactsOf(manifest: BackupManifest): SnapshotFacts {
  return { id: manifest.snapshot, at: timeOfSnapshotId(manifest.snapshot), shopId: shopIdOfManifest(manifest), pages: pagesOfManifest(manifest) };
}

/** The facts of every snapshot of a destination whose manifest this version reads, oldest first. */
export async function snapshotFactsIn(destination: BackupDestination): Promise<SnapshotFacts[]> {
  const facts: SnapshotFacts[] = [];
  for (const id of await snapshotIds(destination)) {
    const manifest = await loadManifest(destination, id);
    if (manifest && manifest !== 'unreadable') facts.push(snapshotFactsOf(manifest));
  }
  return facts;
}

/** The shop in a database: its id (its `shop_identity` row) and how many pages it holds. */
export async function shopFactsOf(rows: ShopRows): Promise<ShopFacts> {
  const counts = await rows.counts();
  const shopId = await rows.readConsistently(async (reader) => {
    if (!reader.tables.includes(SHOP_IDENTITY_TABLE)) return null;
    for await (const chunk of reader.chunks(SHOP_IDENTITY_TABLE, 1)) {
      const id = chunk[0]?.shop_id;
      return typeof id === 'string' && id !== '' ? id : null;
    }
    return null;
  });
  return { shopId, pages: counts[PAGES_TABLE] ?? 0 };
}
