/** One object under the photo storage's root, named by its key relative to that root (`{memoryId}/{file}`). */
export interface ShopFile {
  readonly key: string;
  readonly size: number;
  /**
   * What changes when the object is written again (a modification time, an ETag): a backup trusts the checksum an
   * earlier snapshot recorded for the same key, size and stamp instead of reading the object again.
   */
  readonly stamp: string;
}

/**
 * Every object under the photo storage's root, whatever wrote it (photos, their smaller widths, markers and folders of
 * other features): what a backup copies and a restore writes back, byte for byte.
 */
export interface ShopFiles {
  /** Every object, and every folder (a key ending in `/`, size 0), under the root. */
  list(): Promise<ShopFile[]>;
  /** The object's bytes; null when it is gone. */
  read(key: string): Promise<Uint8Array | null>;
  /** Writes an object (a key ending in `/` makes a folder), replacing any by that key; durable once `persist` resolves. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes an object (a key ending in `/`: an empty folder); nothing when it is not there. */
  remove(key: string): Promise<void>;
  /** Makes every write so far durable (a restore's photos, before the rows that name them are written). */
  persist(): Promise<void>;
}
