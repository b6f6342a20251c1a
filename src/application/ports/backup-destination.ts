/** A blob of a backup destination: its SHA-256 (hex) and its size in bytes. */
export interface BlobInfo {
  readonly sha256: string;
  readonly size: number;
  /** When it was written; blobs younger than a running backup are never collected. */
  readonly writtenAt: Date;
}

/**
 * Where snapshots go (memories-cli backup DEST): content-addressed blobs shared by every snapshot, and one manifest per
 * snapshot. A blob is visible whole or not at all, under its hash; a manifest is written last, whole or not at all, so
 * a snapshot whose manifest can be read names only blobs written before it.
 */
export interface BackupDestination {
  /** The destination as the operator wrote it, for messages (never with credentials). */
  readonly description: string;
  /** The size of the blob with this hash, or null when there is none. */
  blobSize(sha256: string): Promise<number | null>;
  /** Stores bytes under their hash (which the caller computed); a blob already there is left as it is. */
  putBlob(sha256: string, bytes: Uint8Array): Promise<void>;
  /** The blob's bytes, or null when there is none. */
  readBlob(sha256: string): Promise<Uint8Array | null>;
  listBlobs(): Promise<BlobInfo[]>;
  deleteBlob(sha256: string): Promise<void>;
  /** Writes a snapshot's manifest: the step that makes the snapshot exist. */
  putManifest(snapshotId: string, bytes: Uint8Array): Promise<void>;
  /** A manifest's bytes, or null when there is none by that id. */
  readManifest(snapshotId: string): Promise<Uint8Array | null>;
  /** The ids of every snapshot whose manifest is there, in no particular order. */
  listManifests(): Promise<string[]>;
  deleteManifest(snapshotId: string): Promise<void>;
  /** Records that a backup is writing blobs now, so that no collection of unused blobs runs meanwhile. */
  markRunning(snapshotId: string): Promise<void>;
  /** The backups recorded as running, with when each started. */
  listRunning(): Promise<{ readonly snapshotId: string; readonly since: Date }[]>;
  clearRunning(snapshotId: string): Promise<void>;
  close(): Promise<void>;
}
