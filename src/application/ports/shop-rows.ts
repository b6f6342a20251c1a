/** One row of a table, engine-neutral: times as ISO 8601 text, booleans as booleans, numbers as numbers. */
export type ShopRow = Readonly<Record<string, string | number | boolean | null>>;

/** The tables of a consistent read: each one's rows in chunks, in primary-key order. */
export interface ShopRowsReader {
  /** The last migration applied to the schema the rows were read from. */
  readonly migration: string;
  readonly tables: readonly string[];
  /** The chunks of one table's rows; every chunk holds `chunkRows` rows at most. */
  chunks(table: string, chunkRows: number): AsyncIterable<readonly ShopRow[]>;
}

/** Writes rows into an empty schema, all in one transaction. */
export interface ShopRowsWriter {
  insert(table: string, rows: readonly ShopRow[]): Promise<void>;
}

/**
 * The shop's rows in the configured database, for backups: every table except those holding only the running
 * processes' state (health heartbeat, rate-limit counters, job leases), which a restored shop rebuilds by itself.
 */
export interface ShopRows {
  readonly engine: 'sqlite' | 'postgresql';
  /** The last migration applied to this database. */
  migration(): Promise<string>;
  /** The tables a backup carries, and their row counts. */
  counts(): Promise<Record<string, number>>;
  /** Runs `work` on a read that sees every table as it was at one instant, while the shop keeps writing. */
  readConsistently<T>(work: (reader: ShopRowsReader) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one transaction that first empties every table a backup carries, then commits what `work` inserted:
   * the rows appear all at once or not at all. Tasks leased by a process at the snapshot's time are released, so the
   * restored shop's workers take them again.
   */
  replaceAll(work: (writer: ShopRowsWriter) => Promise<void>): Promise<void>;
}
