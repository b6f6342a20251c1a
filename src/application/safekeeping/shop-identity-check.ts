import type { MemoryRepository } from '../ports/memory-repository.js';
import type { MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../ports/shop-identity.js';
import { photoSweepLimit } from './photo-sweep-limit.js';

/** Why the database and the photo storage cannot be started together. */
export type ShopMismatch =
  /** Both carry a shop id, and they differ. */
  | 'different-shop'
  /**
   * The database has no page while the storage holds photos: a lost, replaced or emptied database (any photo folder
   * beside a marked storage; beside an unmarked one, more than a sweep round may take).
   */
  | 'empty-database'
  /** The database's pages have photos while the storage holds none and carries no mark: a lost photo folder. */
  | 'photos-missing'
  /** The storage holds more folders no page names than a sweep round may take: a database older than the photos. */
  | 'database-behind';

/** What the database and the storage hold, as the check saw them. */
export interface ShopIdentityFacts {
  readonly databaseId: string | null;
  readonly markerId: string | null;
  readonly pages: number;
  /** Memory folders of the storage holding at least one photo. */
  readonly photoFolders: number;
  /** Of those, the folders no page of the database names. */
  readonly unknownFolders: number;
}

export type ShopIdentityVerdict =
  | { readonly kind: 'same' | 'new-shop' | 'adopted'; readonly shopId: string; readonly facts: ShopIdentityFacts }
  | { readonly kind: 'refused'; readonly mismatch: ShopMismatch; readonly facts: ShopIdentityFacts };

/** Pages looked at to tell whether the database's pages have photos. */
const PAGES_SAMPLED = 20;

/**
 * Tells whether the database and the photo storage belong to one shop, before anything acts on the photos: each keeps
 * the shop's id (written once in the database, and as a mark at the root of the storage). The same id on both sides,
 * and photo folders the pages name, is the shop as it was. A new database beside an empty storage is a new shop, and a
 * database from before the id beside its photos is adopted: both get the id. Anything else is refused, naming why, and
 * nothing is written: a lost or replaced database would otherwise take every photo for an orphan.
 */
export class CheckShopIdentity {
  constructor(
    private readonly identity: ShopIdentityRecord,
    private readonly marker: PhotoStorageMarker,
    private readonly storage: PhotoStorage,
    private readonly repository: MemoryRepository,
    private readonly support: MemorySupportQueries,
    private readonly newShopId: () => string,
  ) {}

  /** Looks without writing: the verdict a start would reach (`same` or `refused`, or what it would write). */
  async inspect(): Promise<ShopIdentityVerdict> {
    const facts = await this.facts();
    const mismatch = await this.mismatchOf(facts);
    if (mismatch) return { kind: 'refused', mismatch, facts };
    const shopId = facts.databaseId ?? facts.markerId;
    if (shopId && facts.databaseId === facts.markerId) return { kind: 'same', shopId, facts };
    return { kind: facts.pages === 0 && facts.photoFolders === 0 ? 'new-shop' : 'adopted', shopId: shopId ?? '', facts };
  }

  /** The check of a start: when it passes, both sides carry the shop's id afterwards. */
  async execute(): Promise<ShopIdentityVerdict> {
    const verdict = await this.inspect();
    if (verdict.kind === 'refused' || verdict.kind === 'same') return verdict;
    const shopId = await this.identity.claim(verdict.shopId || this.newShopId());
    if (verdict.facts.markerId !== shopId) await this.marker.writeMarker(shopId);
    return { ...verdict, shopId };
  }

  private async facts(): Promise<ShopIdentityFacts> {
    const [databaseId, markerId, tally, stored] = await Promise.all([
      this.identity.read(),
      this.marker.readMarker(),
      this.support.tally(),
      this.storage.listStored(),
    ]);
    const pages = tally.reduce((sum, row) => sum + row.count, 0);
    const folders = stored.filter((folder) => folder.photos.length > 0);
    let unknownFolders = 0;
    for (const folder of folders) if (pages === 0 || (await this.repository.findById(folder.memoryId)) === null) unknownFolders++;
    return { databaseId, markerId, pages, photoFolders: folders.length, unknownFolders };
  }

  private async mismatchOf(facts: ShopIdentityFacts): Promise<ShopMismatch | null> {
    if (facts.databaseId && facts.markerId && facts.databaseId !== facts.markerId) return 'different-shop';
    const tooManyUnknown = facts.unknownFolders > photoSweepLimit(facts.photoFolders).folders;
    // A marked storage beside a database without the id: the database was lost or replaced (a new shop's first
    // order cut short by a crash leaves a folder too, but its database has the id).
    const lostDatabase = facts.databaseId === null && facts.markerId !== null;
    if (facts.pages === 0 && facts.photoFolders > 0 && (lostDatabase || tooManyUnknown)) return 'empty-database';
    if (facts.markerId === null && facts.photoFolders === 0 && (await this.pagesHavePhotos(facts))) return 'photos-missing';
    if (tooManyUnknown) return 'database-behind';
    return null;
  }

  private async pagesHavePhotos(facts: ShopIdentityFacts): Promise<boolean> {
    if (facts.pages === 0) return false;
    return (await this.support.search({ limit: PAGES_SAMPLED })).some((memory) => memory.photos.length > 0);
  }
}
