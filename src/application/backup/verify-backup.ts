import type { BackupDestination } from '../ports/backup-destination.js';
import type { ContentDigest } from '../ports/content-digest.js';
import {
  CHAPTERS_TABLE,
  isSnapshotId,
  PAGES_TABLE,
  PHOTOS_PREFIX,
  photoKeysOfRow,
  type BackupManifest,
  type ManifestFile,
} from './backup-manifest.js';
import { loadManifest, mapLimited, snapshotIds } from './snapshot-catalogue.js';

/** What makes a snapshot less than whole; `path` names the snapshot's file (or the photo a page names). */
export type BackupProblem =
  | { readonly kind: 'no-snapshot' }
  | { readonly kind: 'unknown-snapshot'; readonly snapshot: string }
  | { readonly kind: 'unreadable-manifest'; readonly snapshot: string }
  | { readonly kind: 'missing-file'; readonly path: string }
  | { readonly kind: 'damaged-file'; readonly path: string }
  | { readonly kind: 'unreadable-rows'; readonly path: string }
  | { readonly kind: 'row-count'; readonly table: string; readonly expected: number; readonly found: number }
  | { readonly kind: 'missing-photo'; readonly path: string };

export interface VerifyBackupReport {
  /** The snapshot checked; null when none could be. */
  readonly snapshot: string | null;
  readonly whole: boolean;
  readonly problems: readonly BackupProblem[];
  readonly files: number;
  readonly bytes: number;
  readonly rows: Readonly<Record<string, number>>;
  readonly pages: Readonly<Record<string, number>>;
}

/** A checked snapshot: its manifest, and the rows of each table as read and parsed from its files. */
export interface CheckedSnapshot {
  readonly manifest: BackupManifest;
  readonly report: VerifyBackupReport;
}

const PARALLEL = 8;
/** Problems listed at most; a snapshot with more is as unusable. */
const MAX_PROBLEMS = 50;

/**
 * memories-cli backup verify: reads a snapshot back (the newest by default) and checks all of it: the manifest, the
 * size and SHA-256 of every file, that every table's files parse into the rows the manifest counts, and that every
 * photo a page names is in the snapshot. Whole only when nothing is wrong.
 */
export class VerifyBackup {
  constructor(
    private readonly destination: BackupDestination,
    private readonly digest: ContentDigest,
  ) {}

  async execute(snapshotId?: string): Promise<VerifyBackupReport> {
    const checked = await this.check(snapshotId);
    return 'report' in checked ? checked.report : checked;
  }

  /**
   * The report, with the manifest when one could be read. `photos: 'sizes'` checks the photos' blobs by their size only
   * (for a restore, which checks their contents as it copies them); the rows and the data folder's files are read whole.
   */
  async check(snapshotId?: string, { photos }: { photos?: 'contents' | 'sizes' } = {}): Promise<CheckedSnapshot | VerifyBackupReport> {
    const id = snapshotId ?? (await snapshotIds(this.destination)).at(-1);
    if (id === undefined) return failed(null, { kind: 'no-snapshot' });
    if (!isSnapshotId(id)) return failed(null, { kind: 'unknown-snapshot', snapshot: id });
    const manifest = await loadManifest(this.destination, id);
    if (manifest === null) return failed(id, { kind: 'unknown-snapshot', snapshot: id });
    if (manifest === 'unreadable') return failed(id, { kind: 'unreadable-manifest', snapshot: id });
    const problems: BackupProblem[] = [];
    const rowFiles = new Map<string, ManifestFile>(manifest.files.map((file) => [file.path, file]));
    await mapLimited(manifest.files, PARALLEL, async (file) => {
      const problem = photos === 'sizes' && file.path.startsWith(PHOTOS_PREFIX) ? await this.checkSize(file) : await this.checkFile(file);
      if (problem) problems.push(problem);
    });
    const rows: Record<string, number> = {};
    for (const [table, info] of Object.entries(manifest.tables)) {
      rows[table] = await this.checkTable(table, info.files, rowFiles, problems);
      if (rows[table] !== info.rows) problems.push({ kind: 'row-count', table, expected: info.rows, found: rows[table] });
    }
    const report: VerifyBackupReport = {
      snapshot: id,
      whole: problems.length === 0,
      problems: problems.slice(0, MAX_PROBLEMS),
      files: manifest.files.length,
      bytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
      rows,
      pages: manifest.pages,
    };
    return { manifest, report };
  }

  private async checkFile(file: ManifestFile): Promise<BackupProblem | null> {
    const bytes = await this.destination.readBlob(file.sha256);
    if (bytes === null) return { kind: 'missing-file', path: file.path };
    if (bytes.length !== file.size || this.digest(bytes) !== file.sha256) return { kind: 'damaged-file', path: file.path };
    return null;
  }

  private async checkSize(file: ManifestFile): Promise<BackupProblem | null> {
    const size = await this.destination.blobSize(file.sha256);
    if (size === null) return { kind: 'missing-file', path: file.path };
    return size === file.size ? null : { kind: 'damaged-file', path: file.path };
  }

  /** Parses a table's files; counts its rows, and for pages checks that their photos are in the snapshot. */
  private async checkTable(
    table: string,
    paths: readonly string[],
    files: ReadonlyMap<string, ManifestFile>,
    problems: BackupProblem[],
  ): Promise<number> {
    let count = 0;
    for (const path of paths) {
      const file = files.get(path);
      const bytes = file ? await this.destination.readBlob(file.sha256) : null;
      if (!file || bytes === null) {
        if (!file) problems.push({ kind: 'missing-file', path });
        continue;
      }
      const rows = parseRows(bytes);
      if (rows === null) {
        problems.push({ kind: 'unreadable-rows', path });
        continue;
      }
      count += rows.length;
      if (table !== PAGES_TABLE && table !== CHAPTERS_TABLE) continue;
      for (const row of rows) {
        for (const key of photoKeysOfRow(table, row)) {
          if (!files.has(`${PHOTOS_PREFIX}${key}`)) problems.push({ kind: 'missing-photo', path: `/uploads/${key}` });
        }
      }
    }
    return count;
  }
}

/** The rows of an NDJSON file; null when a line is not a JSON object. */
export function parseRows(bytes: Uint8Array): Record<string, unknown>[] | null {
  try {
    const lines = new TextDecoder('utf-8', { fatal: true })
      .decode(bytes)
      .split('\n')
      .filter((line) => line !== '');
    const rows = lines.map((line) => JSON.parse(line) as unknown);
    return rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)) ? (rows as Record<string, unknown>[]) : null;
  } catch {
    return null;
  }
}

function failed(snapshot: string | null, problem: BackupProblem): VerifyBackupReport {
  return { snapshot, whole: false, problems: [problem], files: 0, bytes: 0, rows: {}, pages: {} };
}
