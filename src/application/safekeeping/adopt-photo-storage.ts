import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoQuarantine } from '../ports/photo-quarantine.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../ports/shop-identity.js';

export interface AdoptPhotoStorageInput {
  /** Say what would be done, change nothing. */
  readonly dryRun?: boolean;
}

export interface AdoptPhotoStorageReport {
  /** The shop's id both sides carry afterwards: the database's, else the storage's mark, else a new one. */
  readonly shopId: string;
  /** The storage's mark before, replaced when it differed. */
  readonly previousMarkerId: string | null;
  /** Memory folders no page of the database names, put in the quarantine (kept for days, restorable). */
  readonly quarantinedFolders: number;
  readonly quarantinedPhotos: number;
}

/**
 * The operator's word that this database and this photo storage are one shop (`memories-cli shop adopt`): a new shop
 * beside photos that are not its own, or a database restored from a copy older than the photos. Both sides get the
 * database's id, and the photo folders none of its pages names go to the quarantine at once, past a sweep's limit:
 * nothing is deleted, and `quarantine restore` brings them back if a newer database turns up.
 */
export class AdoptPhotoStorage {
  constructor(
    private readonly identity: ShopIdentityRecord,
    private readonly marker: PhotoStorageMarker,
    private readonly storage: PhotoStorage,
    private readonly quarantine: PhotoQuarantine,
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
    private readonly newShopId: () => string,
  ) {}

  async execute(input: AdoptPhotoStorageInput = {}): Promise<AdoptPhotoStorageReport> {
    const [databaseId, previousMarkerId] = await Promise.all([this.identity.read(), this.marker.readMarker()]);
    const unknown = [];
    for (const folder of await this.storage.listStored()) {
      if (folder.photos.length > 0 && (await this.repository.findById(folder.memoryId)) === null) unknown.push(folder);
    }
    const report = {
      shopId: databaseId ?? previousMarkerId ?? '',
      previousMarkerId,
      quarantinedFolders: unknown.length,
      quarantinedPhotos: unknown.reduce((sum, folder) => sum + folder.photos.length, 0),
    };
    if (input.dryRun) return report;
    const now = this.clock.now();
    for (const folder of unknown) await this.quarantine.quarantineFolder(folder.memoryId, now);
    const shopId = await this.identity.claim(report.shopId || this.newShopId());
    if (previousMarkerId !== shopId) await this.marker.writeMarker(shopId);
    return { ...report, shopId };
  }
}
