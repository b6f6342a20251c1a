import { PHOTO_WIDTHS, photoAvifUrl } from '../../domain/memory/photo-variants.js';
/** The manifest format this version writes and reads. */
export const MANIFEST_FORMAT = 'memories-backup/1';

/** One file of a snapshot, its bytes in the blob of its checksum. */
export interface ManifestFile {
  /** `rows/{table}/{chunk}.ndjson`, `photos/{key}` (the key under the photo storage's root) or `data/{file}`. */
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  /** For photos: the stamp the storage gave the object (lets the next backup skip reading it when unchanged). */
  readonly stamp?: string;
}

export interface ManifestTable {
  readonly rows: number;
  /** Its files (`rows/{table}/…`), in order. */
  readonly files: readonly string[];
}

/**
 * What a snapshot holds, written last: the snapshot exists once its manifest does. Rows are engine-neutral NDJSON (one
 * JSON object a line, times as ISO 8601 text), so a snapshot restores into SQLite or PostgreSQL alike.
 */
export interface BackupManifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly snapshot: string;
  readonly createdAt: string;
  /** The engine the rows were read from, and the last migration applied to its schema. */
  readonly engine: 'sqlite' | 'postgresql';
  readonly migration: string;
  readonly tables: Readonly<Record<string, ManifestTable>>;
  /** Pages by status (`memories.status`). */
  readonly pages: Readonly<Record<string, number>>;
  /** The shop's identity row, when the shop has one. */
  readonly shopIdentity: Readonly<Record<string, unknown>> | null;
  readonly files: readonly ManifestFile[];
  /** Folders under the photo storage's root (`photos/{key}/`), kept even when empty. */
  readonly folders: readonly string[];
}

export const ROWS_PREFIX = 'rows/';
export const PHOTOS_PREFIX = 'photos/';
/** Files of the data folder the shop's links depend on (the embedded default's generated `app-secret`). */
export const DATA_PREFIX = 'data/';

const SNAPSHOT_ID = /^\d{8}T\d{9}Z$/;
const SHA256 = /^[0-9a-f]{64}$/;

/** The id of a snapshot taken at `instant`: its UTC time to the millisecond, so ids sort by time (`20261127T030500123Z`). */
export function snapshotIdAt(instant: Date): string {
  return instant.toISOString().replace(/[-:.]/g, '');
}

export function isSnapshotId(text: string): boolean {
  return SNAPSHOT_ID.test(text);
}

/** The time a snapshot id names. */
export function timeOfSnapshotId(id: string): Date {
  const iso = `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}T${id.slice(9, 11)}:${id.slice(11, 13)}:${id.slice(13, 15)}.${id.slice(15, 18)}Z`;
  return new Date(iso);
}

/** The 14-digit stamp of a migration's name (`Migration20270101000000_page_orders`), comparable across engines. */
export function migrationStamp(name: string): string {
  return /(\d{14})/.exec(name)?.[1] ?? '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isFile(value: unknown): value is ManifestFile {
  if (!isRecord(value)) return false;
  const { path, size, sha256 } = value;
  return typeof path === 'string' && Number.isSafeInteger(size) && (size as number) >= 0 && typeof sha256 === 'string' && SHA256.test(sha256);
}

function isTable(value: unknown): value is ManifestTable {
  return isRecord(value) && Number.isSafeInteger(value.rows) && Array.isArray(value.files) && value.files.every((file) => typeof file === 'string');
}

/** The manifest in `bytes`, or null when they are not a manifest of this format. */
export function parseManifest(bytes: Uint8Array): BackupManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!isRecord(value) || value.format !== MANIFEST_FORMAT) return null;
  const { snapshot, createdAt, engine, migration, tables, pages, files, folders } = value;
  const valid =
    typeof snapshot === 'string' &&
    isSnapshotId(snapshot) &&
    typeof createdAt === 'string' &&
    (engine === 'sqlite' || engine === 'postgresql') &&
    typeof migration === 'string' &&
    isRecord(tables) &&
    Object.values(tables).every(isTable) &&
    isRecord(pages) &&
    Array.isArray(files) &&
    files.every(isFile) &&
    Array.isArray(folders) &&
    folders.every((folder) => typeof folder === 'string');
  return valid ? (value as unknown as BackupManifest) : null;
}

export function manifestBytes(manifest: BackupManifest): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(manifest, null, 1)}\n`);
}

/**
 * The photo storage keys a page row names: its `photos` (JSON text of `/uploads/{memoryId}/{file}` paths), the AVIF
 * copies its `photo_avif_widths` records (a restored page must not offer a file the backup lacks) and its `voice`.
 */
export function photoKeysOfPageRow(row: Readonly<Record<string, unknown>>): string[] {
  const photos = typeof row.photos === 'string' ? (JSON.parse(row.photos) as unknown) : row.photos;
  if (!Array.isArray(photos)) return [];
  const paths = photos.filter((path): path is string => typeof path === 'string');
  const voice = typeof row.voice === 'string' ? [row.voice] : [];
  return [...paths, ...avifPathsOfPageRow(row, paths), ...voice].map((path) => path.replace(/^\/uploads\//, ''));
}

function avifPathsOfPageRow(row: Readonly<Record<string, unknown>>, photos: readonly string[]): string[] {
  const recorded = typeof row.photo_avif_widths === 'string' ? (JSON.parse(row.photo_avif_widths) as unknown) : row.photo_avif_widths;
  if (typeof recorded !== 'object' || recorded === null) return [];
  return photos.flatMap((path) => avifPathsOfPhoto(path, (recorded as Record<string, unknown>)[path]));
}

/** The AVIF copies of one photo, by the widths a row records for it (a page's `photo_avif_widths`, a chapter photo's `avifWidths`). */
function avifPathsOfPhoto(path: string, widths: unknown): string[] {
  return Array.isArray(widths) ? PHOTO_WIDTHS.filter((width) => widths.includes(width)).map((width) => photoAvifUrl(path, width)) : [];
}

/** The table of the pages' chapters ("Um novo capítulo"), whose rows name photos too. */
export const CHAPTERS_TABLE = 'page_chapters';

/**
 * The photo storage keys a chapter row names: its `photos` (JSON text of `[{ path, placeholder, avifWidths }]`), each
 * with the AVIF copies it records, as a page row's.
 */
export function photoKeysOfChapterRow(row: Readonly<Record<string, unknown>>): string[] {
  const photos = typeof row.photos === 'string' ? (JSON.parse(row.photos) as unknown) : row.photos;
  if (!Array.isArray(photos)) return [];
  return photos
    .filter((photo: unknown): photo is { path: string; avifWidths?: unknown } => typeof (photo as { path?: unknown } | null)?.path === 'string')
    .flatMap((photo) => [photo.path, ...avifPathsOfPhoto(photo.path, photo.avifWidths)])
    .map((path) => path.replace(/^\/uploads\//, ''));
}

/** The photo storage keys a row of a carried table names: a page's and a chapter's; none for the other tables. */
export function photoKeysOfRow(table: string, row: Readonly<Record<string, unknown>>): string[] {
  if (table === PAGES_TABLE) return photoKeysOfPageRow(row);
  return table === CHAPTERS_TABLE ? photoKeysOfChapterRow(row) : [];
}

/** The table of pages, whose rows name photos and whose `status` the manifest counts. */
export const PAGES_TABLE = 'memories';
/** The table of the shop's identity, copied into the manifest when present. */
export const SHOP_IDENTITY_TABLE = 'shop_identity';
