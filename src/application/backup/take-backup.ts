import type { BackupDestination } from '../ports/backup-destination.js';
import type { Clock } from '../ports/clock.js';
import type { ContentDigest } from '../ports/content-digest.js';
import type { ShopFile, ShopFiles } from '../ports/shop-files.js';
import type { ShopRows, ShopRowsReader } from '../ports/shop-rows.js';
import {
  DATA_PREFIX,
  manifestBytes,
  MANIFEST_FORMAT,
  PAGES_TABLE,
  CHAPTERS_TABLE,
  photoKeysOfChapterRow,
  PHOTOS_PREFIX,
  photoKeysOfPageRow,
  ROWS_PREFIX,
  SHOP_IDENTITY_TABLE,
  snapshotIdAt,
  type BackupManifest,
  type ManifestFile,
  type ManifestTable,
} from './backup-manifest.js';
import { latestManifest, mapLimited } from './snapshot-catalogue.js';
import { backupRefusal } from '../../domain/backup/snapshot-ownership.js';
import { BackupRefusedError } from './backup-refused-error.js';
import { shopFactsOf, snapshotFactsOf } from './shop-facts.js';

export interface TakeBackupReport {
  readonly snapshot: string;
  readonly createdAt: string;
  readonly rows: Readonly<Record<string, number>>;
  readonly pages: Readonly<Record<string, number>>;
  /** Photo storage objects in the snapshot; those copied now, and those already in the destination. */
  readonly photos: { readonly total: number; readonly copied: number; readonly reused: number };
  /** Bytes sent to the destination (photos and rows), and the size of everything the snapshot names. */
  readonly bytes: { readonly copied: number; readonly total: number };
  readonly durationMs: number;
}

/** Rows chunked this many to a file. */
const CHUNK_ROWS = 2000;
/** Objects read and sent at once. */
const PARALLEL = 8;
/**
 * Photos a page row names may be removed between the read of the rows and the copy of the photos (an edit replaced
 * them): the snapshot is then taken again, its blobs already in the destination.
 */
const ATTEMPTS = 3;

interface RowsPart {
  readonly migration: string;
  readonly tables: Record<string, ManifestTable>;
  readonly files: ManifestFile[];
  readonly pages: Record<string, number>;
  readonly photoKeys: Set<string>;
  shopIdentity: Record<string, unknown> | null;
}

interface PhotosPart {
  readonly files: ManifestFile[];
  readonly folders: string[];
  readonly copied: number;
  readonly reused: number;
}

export interface TakeBackupInput {
  /** Writes beside snapshots of another shop id. */
  readonly allowOtherShop?: boolean;
  /** Writes a snapshot of a shop without pages where the newest one holds pages. */
  readonly allowEmptyShop?: boolean;
}

export class BackupIncompleteError extends Error {
  constructor(readonly missingPhotos: readonly string[]) {
    super(`photos named by pages could not be copied: ${missingPhotos.slice(0, 5).join(', ')}`);
    this.name = 'BackupIncompleteError';
  }
}

/**
 * memories-cli backup: a consistent snapshot of the running shop. The rows are read at one instant (one read
 * transaction); then every object under the photo storage's root is copied into content-addressed blobs, those already
 * in the destination (by an earlier snapshot) referenced instead of copied; the manifest is written last. A snapshot
 * whose pages name a photo it did not copy is never written. Before anything is written, a destination holding another
 * shop's snapshots, or an empty shop where the newest snapshot holds pages, is refused unless the input allows it.
 */
export class TakeBackup {
  private bytesCopied = 0;
  /** The blobs this run sent: a file whose blob an earlier attempt of the run sent counts as copied, not reused. */
  private readonly sent = new Set<string>();

  /** `dataFiles`: the data folder's files the shop's links depend on (its generated secret), carried beside the photos. */
  constructor(
    private readonly rows: ShopRows,
    private readonly files: ShopFiles,
    private readonly dataFiles: ShopFiles,
    private readonly destination: BackupDestination,
    private readonly digest: ContentDigest,
    private readonly clock: Clock,
  ) {}

  async execute(input: TakeBackupInput = {}): Promise<TakeBackupReport> {
    const previous = await latestManifest(this.destination);
    // The destination is the shop of its newest snapshot: reading that one manifest keeps a nightly backup cheap.
    const refusal = backupRefusal(await shopFactsOf(this.rows), previous && snapshotFactsOf(previous), {
      otherShop: input.allowOtherShop === true,
      emptyShop: input.allowEmptyShop === true,
    });
    if (refusal) throw new BackupRefusedError(refusal);
    const started = this.clock.now();
    this.bytesCopied = 0;
    this.sent.clear();
    const snapshot = snapshotIdAt(started);
    await this.destination.markRunning(snapshot);
    try {
      // Looked up by photo path: rows and data files, which have no stamp, never match.
      const known = new Map(previous?.files.map((file) => [file.path, file] as const));
      const { rowsPart, photosPart } = await this.copyConsistently(known);
      const files = [...rowsPart.files, ...photosPart.files, ...(await this.copyDataFiles())];
      const manifest: BackupManifest = {
        format: MANIFEST_FORMAT,
        snapshot,
        createdAt: started.toISOString(),
        engine: this.rows.engine,
        migration: rowsPart.migration,
        tables: rowsPart.tables,
        pages: rowsPart.pages,
        shopIdentity: rowsPart.shopIdentity,
        files,
        folders: photosPart.folders,
      };
      await this.destination.putManifest(snapshot, manifestBytes(manifest));
      return {
        snapshot,
        createdAt: manifest.createdAt,
        rows: Object.fromEntries(Object.entries(rowsPart.tables).map(([table, info]) => [table, info.rows])),
        pages: rowsPart.pages,
        photos: { total: photosPart.files.length, copied: photosPart.copied, reused: photosPart.reused },
        bytes: { copied: this.bytesCopied, total: files.reduce((sum, file) => sum + file.size, 0) },
        durationMs: this.clock.now().getTime() - started.getTime(),
      };
    } finally {
      await this.destination.clearRunning(snapshot).catch(() => {});
    }
  }

  private async copyConsistently(known: Map<string, ManifestFile>): Promise<{ rowsPart: RowsPart; photosPart: PhotosPart }> {
    for (let attempt = 1; ; attempt++) {
      const rowsPart = await this.rows.readConsistently((reader) => this.copyRows(reader));
      const photosPart = await this.copyPhotos(known);
      const copied = new Set(photosPart.files.map((file) => file.path.slice(PHOTOS_PREFIX.length)));
      const missing = [...rowsPart.photoKeys].filter((key) => !copied.has(key));
      if (missing.length === 0) return { rowsPart, photosPart };
      if (attempt >= ATTEMPTS) throw new BackupIncompleteError(missing);
    }
  }

  private async copyRows(reader: ShopRowsReader): Promise<RowsPart> {
    const part: RowsPart = { migration: reader.migration, tables: {}, files: [], pages: {}, photoKeys: new Set(), shopIdentity: null };
    for (const table of reader.tables) {
      let rows = 0;
      const paths: string[] = [];
      for await (const chunk of reader.chunks(table, CHUNK_ROWS)) {
        rows += chunk.length;
        if (table === PAGES_TABLE) this.notePages(chunk, part);
        if (table === CHAPTERS_TABLE) for (const row of chunk) for (const key of photoKeysOfChapterRow(row)) part.photoKeys.add(key);
        if (table === SHOP_IDENTITY_TABLE && chunk[0] && !part.shopIdentity) part.shopIdentity = { ...chunk[0] };
        const path = `${ROWS_PREFIX}${table}/${String(paths.length + 1).padStart(6, '0')}.ndjson`;
        const bytes = new TextEncoder().encode(chunk.map((row) => `${JSON.stringify(row)}\n`).join(''));
        const sha256 = this.digest(bytes);
        await this.store(sha256, bytes);
        part.files.push({ path, size: bytes.length, sha256 });
        paths.push(path);
      }
      part.tables[table] = { rows, files: paths };
    }
    return part;
  }

  private notePages(chunk: readonly Readonly<Record<string, unknown>>[], part: RowsPart): void {
    for (const row of chunk) {
      const status = String(row.status);
      part.pages[status] = (part.pages[status] ?? 0) + 1;
      for (const key of photoKeysOfPageRow(row)) part.photoKeys.add(key);
    }
  }

  private async copyPhotos(known: Map<string, ManifestFile>): Promise<PhotosPart> {
    const listed = await this.files.list();
    const folders = listed.filter((file) => file.key.endsWith('/')).map((file) => `${PHOTOS_PREFIX}${file.key}`);
    const files: ManifestFile[] = [];
    const toRead: ShopFile[] = [];
    for (const file of listed) {
      if (file.key.endsWith('/')) continue;
      const before = known.get(`${PHOTOS_PREFIX}${file.key}`);
      // Named by an earlier snapshot with the same size and stamp: its blob is there, kept while that snapshot is.
      if (before && before.size === file.size && before.stamp === file.stamp) files.push(before);
      else toRead.push(file);
    }
    let copied = 0;
    let reused = files.length;
    const copies = await mapLimited(toRead, PARALLEL, async (file): Promise<ManifestFile | null> => {
      const bytes = await this.files.read(file.key);
      if (bytes === null) return null;
      const sha256 = this.digest(bytes);
      if (await this.store(sha256, bytes)) copied++;
      else reused++;
      return { path: `${PHOTOS_PREFIX}${file.key}`, size: bytes.length, sha256, stamp: file.stamp };
    });
    for (const copy of copies) if (copy) files.push(copy);
    return { files, folders, copied, reused };
  }

  private async copyDataFiles(): Promise<ManifestFile[]> {
    const copies: ManifestFile[] = [];
    for (const file of await this.dataFiles.list()) {
      const bytes = file.key.endsWith('/') ? null : await this.dataFiles.read(file.key);
      if (bytes === null) continue;
      const sha256 = this.digest(bytes);
      await this.store(sha256, bytes);
      copies.push({ path: `${DATA_PREFIX}${file.key}`, size: bytes.length, sha256 });
    }
    return copies;
  }

  /** Sends a blob unless the destination has it whole already; true when this run sent it (now or in an earlier attempt). */
  private async store(sha256: string, bytes: Uint8Array): Promise<boolean> {
    if (this.sent.has(sha256)) return true;
    if ((await this.destination.blobSize(sha256)) === bytes.length) return false;
    await this.destination.putBlob(sha256, bytes);
    this.sent.add(sha256);
    this.bytesCopied += bytes.length;
    return true;
  }
}
