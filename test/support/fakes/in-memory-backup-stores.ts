import { createHash } from 'node:crypto';
import type { BackupDestination, BlobInfo } from '../../../src/application/ports/backup-destination.js';
import type { Clock } from '../../../src/application/ports/clock.js';
import type { ShopFile, ShopFiles } from '../../../src/application/ports/shop-files.js';
import type { ShopRow, ShopRows, ShopRowsWriter } from '../../../src/application/ports/shop-rows.js';

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A destination in memory, its blobs dated by the given clock. */
export class InMemoryBackupDestination implements BackupDestination {
  readonly description = 'memória';
  readonly blobs = new Map<string, { bytes: Uint8Array; writtenAt: Date }>();
  readonly manifests = new Map<string, Uint8Array>();
  readonly running = new Map<string, Date>();
  puts = 0;
  /** How many times each blob was read. */
  readonly reads = new Map<string, number>();
  /** Ids listed whose manifest is gone by the time it is read (another process pruned it meanwhile). */
  readonly listedOnly = new Set<string>();

  constructor(private readonly clock: Clock) {}

  async blobSize(hash: string) {
    return this.blobs.get(hash)?.bytes.length ?? null;
  }
  async putBlob(hash: string, bytes: Uint8Array) {
    this.puts++;
    this.blobs.set(hash, { bytes, writtenAt: this.clock.now() });
  }
  async readBlob(hash: string) {
    this.reads.set(hash, (this.reads.get(hash) ?? 0) + 1);
    return this.blobs.get(hash)?.bytes ?? null;
  }
  async listBlobs(): Promise<BlobInfo[]> {
    return [...this.blobs].map(([hash, blob]) => ({ sha256: hash, size: blob.bytes.length, writtenAt: blob.writtenAt }));
  }
  async deleteBlob(hash: string) {
    this.blobs.delete(hash);
  }
  async putManifest(id: string, bytes: Uint8Array) {
    this.manifests.set(id, bytes);
  }
  async readManifest(id: string) {
    return this.manifests.get(id) ?? null;
  }
  async listManifests() {
    return [...this.manifests.keys(), ...this.listedOnly];
  }
  async deleteManifest(id: string) {
    this.manifests.delete(id);
  }
  async markRunning(id: string) {
    this.running.set(id, this.clock.now());
  }
  async listRunning() {
    return [...this.running].map(([snapshotId, since]) => ({ snapshotId, since }));
  }
  async clearRunning(id: string) {
    this.running.delete(id);
  }
  async close() {}
}

/** Objects in memory; `onList` runs before each listing and `onRead` before each read (a test's concurrent edit). */
export class InMemoryShopFiles implements ShopFiles {
  readonly objects = new Map<string, Uint8Array>();
  /** Stamps a test fixed (a storage whose stamp did not change); the others follow the object's size and contents. */
  readonly stamps = new Map<string, string>();
  onList: () => void = () => {};
  onRead: (key: string) => void = () => {};

  async list(): Promise<ShopFile[]> {
    this.onList();
    return [...this.objects].map(([key, bytes]) => ({ key, size: bytes.length, stamp: this.stamps.get(key) ?? `${bytes.length}:${sha256(bytes)}` }));
  }
  async read(key: string) {
    this.onRead(key);
    return this.objects.get(key) ?? null;
  }
  async write(key: string, bytes: Uint8Array) {
    this.objects.set(key, bytes);
    this.unpersisted.add(key);
  }
  /** Every key removed, in order. */
  readonly removed: string[] = [];
  async remove(key: string) {
    this.removed.push(key);
    this.objects.delete(key);
  }
  /** Keys written but not yet made durable by `persist`. */
  readonly unpersisted = new Set<string>();
  async persist() {
    this.unpersisted.clear();
  }
}

/** Tables in memory, read "consistently" by copying them first. */
export class InMemoryShopRows implements ShopRows {
  readonly engine = 'sqlite' as const;
  tables: Record<string, ShopRow[]> = { memories: [], email_outbox: [] };
  /** The last migration applied to this schema. */
  migrationName = 'Migration20270101000000_page_orders';

  async migration() {
    return this.migrationName;
  }
  async counts() {
    return Object.fromEntries(Object.entries(this.tables).map(([table, rows]) => [table, rows.length]));
  }
  async readConsistently<T>(
    work: (reader: { migration: string; tables: string[]; chunks(table: string, size: number): AsyncIterable<ShopRow[]> }) => Promise<T>,
  ) {
    const copy = structuredClone(this.tables);
    return work({
      migration: await this.migration(),
      tables: Object.keys(copy),
      chunks: async function* (table, size) {
        const rows = copy[table];
        // A database has no such table: reading one is an error, not an empty table.
        if (rows === undefined) throw new Error(`no such table: ${table}`);
        for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
      },
    });
  }
  async replaceAll(work: (writer: ShopRowsWriter) => Promise<void>) {
    const next: Record<string, ShopRow[]> = Object.fromEntries(Object.keys(this.tables).map((table) => [table, []]));
    await work({ insert: async (table, rows) => void (next[table] ??= []).push(...rows) });
    this.tables = next;
  }
}
