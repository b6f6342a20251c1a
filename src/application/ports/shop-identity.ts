/**
 * The shop's identity as the database keeps it: a random id written once, so that the photo storage can be told apart
 * from another shop's (or a lost database from an empty one).
 */
export interface ShopIdentityRecord {
  /** The id the database holds; null when none was ever written (a new database, or one from before the id). */
  read(): Promise<string | null>;
  /** Writes `id` unless the database holds one already; resolves the id it holds afterwards. */
  claim(id: string): Promise<string>;
}

/** The shop's mark beside the photos: a small object at the root of the photo storage, never taken for a memory's folder. */
export interface PhotoStorageMarker {
  /** The id of the mark; null when the storage holds none. */
  readMarker(): Promise<string | null>;
  /** Writes (or replaces) the mark. */
  writeMarker(shopId: string): Promise<void>;
}
