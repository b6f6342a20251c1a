import type { BackupDestination } from '../ports/backup-destination.js';
import type { Clock } from '../ports/clock.js';
import type { ContentDigest } from '../ports/content-digest.js';
import type { ShopFiles } from '../ports/shop-files.js';
import type { ShopRow, ShopRows } from '../ports/shop-rows.js';
import { DATA_PREFIX, migrationStamp, PHOTOS_PREFIX, type BackupManifest, type ManifestFile } from './backup-manifest.js';
import { mapLimited } from './snapshot-catalogue.js';
import { restoreRefusal, type OwnershipRefusal, type SnapshotFacts } from '../../domain/backup/snapshot-ownership.js';
import { shopFactsOf, snapshotFactsOf } from './shop-facts.js';
import { parseRows, type BackupProblem, type VerifyBackup, type VerifyBackupReport } from './verify-backup.js';

export interface RestoreBackupInput {
  /** The newest snapshot when absent: then one without pages, or of another shop than the target's, is refused unless allowed. */
  readonly snapshotId?: string;
  /** Restores over a target that already holds rows or photos (its rows are replaced, its other photos stay). */
  readonly force?: boolean;
  readonly allowEmptyShop?: boolean;
  readonly allowOtherShop?: boolean;
  /** Told what will be restored, once every check has passed and before anything is written. */
  readonly onStart?: (snapshot: SnapshotFacts & { readonly photos: number }) => void;
}

export interface RestoreBackupReport {
  readonly snapshot: string;
  readonly rows: Readonly<Record<string, number>>;
  readonly pages: Readonly<Record<string, number>>;
  readonly photos: { readonly written: number; readonly folders: number };
  readonly bytes: { readonly written: number };
  readonly durationMs: number;
}

/** Why a restore did not start; the target is left as it was. */
export type RestoreRefusal =
  | { readonly reason: 'not-whole'; readonly verify: VerifyBackupReport }
  | { readonly reason: 'target-not-empty'; readonly rows: number; readonly files: number }
  | { readonly reason: 'newer-schema'; readonly snapshotMigration: string; readonly targetMigration: string }
  | OwnershipRefusal;

export class RestoreRefusedError extends Error {
  constructor(readonly refusal: RestoreRefusal) {
    super(`restore refused: ${refusal.reason}`);
    this.name = 'RestoreRefusedError';
  }
}

/** A file of the snapshot changed between the check and its copy into the target. */
export class SnapshotChangedError extends Error {
  constructor(readonly path: string) {
    super(`the snapshot's file ${path} no longer matches its checksum`);
    this.name = 'SnapshotChangedError';
  }
}

const PARALLEL = 8;

/**
 * memories-cli restore: checks the snapshot whole first, refuses a target that holds rows or photos (unless forced) or
 * runs an older schema than the snapshot's, then writes the photos and the data folder's files (the generated secret
 * that signs the links already e-mailed), and the rows last in one transaction: a restore
 * stopped half-way leaves photos without any row (a target that does not look whole, and that a new restore with
 * `force` completes), never rows without their photos.
 */
export class RestoreBackup {
  constructor(
    private readonly destination: BackupDestination,
    private readonly digest: ContentDigest,
    private readonly verify: VerifyBackup,
    private readonly rows: ShopRows,
    private readonly files: ShopFiles,
    private readonly dataFiles: ShopFiles,
    private readonly clock: Clock,
  ) {}

  async execute(input: RestoreBackupInput = {}): Promise<RestoreBackupReport> {
    const started = this.clock.now().getTime();
    // Into an empty target, the photos' contents are checked as they are copied (each read once), and a damaged one
    // takes back what was written; over a shop's own files (force), everything is checked before anything is written.
    const checked = await this.verify.check(input.snapshotId, { photos: input.force ? 'contents' : 'sizes' });
    if (!('manifest' in checked) || !checked.report.whole) {
      throw new RestoreRefusedError({ reason: 'not-whole', verify: 'report' in checked ? checked.report : checked });
    }
    const { manifest, report } = checked;
    await this.refuseNewerSchema(manifest);
    const photos = manifest.files.filter((file) => file.path.startsWith(PHOTOS_PREFIX));
    const facts = snapshotFactsOf(manifest);
    if (input.snapshotId === undefined) {
      const allowed = { emptyShop: input.allowEmptyShop === true, otherShop: input.allowOtherShop === true };
      const refusal = restoreRefusal(facts, await shopFactsOf(this.rows), allowed);
      if (refusal) throw new RestoreRefusedError(refusal);
    }
    if (!input.force) await this.refuseNonEmptyTarget();
    input.onStart?.({ ...facts, photos: photos.length });
    let written = await this.copyPhotos(photos, report);
    await mapLimited(manifest.folders, PARALLEL, (folder) => this.files.write(folder.slice(PHOTOS_PREFIX.length), new Uint8Array()));
    // The shop's generated secret replaces one a server started on the empty target made: no link depends on that one.
    for (const file of manifest.files.filter((candidate) => candidate.path.startsWith(DATA_PREFIX))) {
      await this.dataFiles.write(file.path.slice(DATA_PREFIX.length), await this.blob(file));
    }
    // Never rows without their photos, even after a power cut: the files are on disk before the rows are written.
    await this.files.persist();
    await this.dataFiles.persist();
    written += await this.writeRows(manifest);
    return {
      snapshot: manifest.snapshot,
      rows: report.rows,
      pages: manifest.pages,
      photos: { written: photos.length, folders: manifest.folders.length },
      bytes: { written },
      durationMs: this.clock.now().getTime() - started,
    };
  }

  /** Copies the photos; one whose blob no longer matches its checksum removes those written and refuses the restore. */
  private async copyPhotos(photos: readonly ManifestFile[], report: VerifyBackupReport): Promise<number> {
    const writtenKeys: string[] = [];
    let written = 0;
    try {
      await mapLimited(photos, PARALLEL, async (file) => {
        const bytes = await this.blob(file);
        const key = file.path.slice(PHOTOS_PREFIX.length);
        writtenKeys.push(key);
        await this.files.write(key, bytes);
        written += bytes.length;
      });
      return written;
    } catch (error) {
      if (!(error instanceof SnapshotChangedError)) throw error;
      await this.removePhotos(writtenKeys);
      const problem: BackupProblem = { kind: 'damaged-file', path: error.path };
      throw new RestoreRefusedError({ reason: 'not-whole', verify: { ...report, whole: false, problems: [problem] } });
    }
  }

  /** Photos a refused restore wrote, and the page folders they made. */
  private async removePhotos(keys: readonly string[]): Promise<void> {
    await mapLimited(keys, PARALLEL, (key) => this.files.remove(key));
    const folders = new Set(keys.filter((key) => key.includes('/')).map((key) => `${key.slice(0, key.lastIndexOf('/'))}/`));
    for (const folder of folders) await this.files.remove(folder);
  }

  /** A snapshot's schema this version does not know (a newer one, or none named) would be written into the wrong columns. */
  private async refuseNewerSchema(manifest: BackupManifest): Promise<void> {
    const targetMigration = await this.rows.migration();
    const stamp = migrationStamp(manifest.migration);
    if (stamp === '' || stamp > migrationStamp(targetMigration)) {
      throw new RestoreRefusedError({ reason: 'newer-schema', snapshotMigration: manifest.migration, targetMigration });
    }
  }

  private async refuseNonEmptyTarget(): Promise<void> {
    const rows = Object.values(await this.rows.counts()).reduce((sum, count) => sum + count, 0);
    const files = (await this.files.list()).filter((file) => !file.key.endsWith('/')).length;
    if (rows > 0 || files > 0) throw new RestoreRefusedError({ reason: 'target-not-empty', rows, files });
  }

  private async writeRows(manifest: BackupManifest): Promise<number> {
    const files = new Map(manifest.files.map((file) => [file.path, file]));
    let written = 0;
    await this.rows.replaceAll(async (writer) => {
      for (const [table, info] of Object.entries(manifest.tables)) {
        for (const path of info.files) {
          const file = files.get(path);
          if (!file) throw new SnapshotChangedError(path);
          const bytes = await this.blob(file);
          const rows = parseRows(bytes);
          if (rows === null) throw new SnapshotChangedError(path);
          await writer.insert(table, rows as ShopRow[]);
          written += bytes.length;
        }
      }
    });
    return written;
  }

  /** A file's bytes, checked again against the manifest as they are copied. */
  private async blob(file: ManifestFile): Promise<Uint8Array> {
    const bytes = await this.destination.readBlob(file.sha256);
    if (bytes === null || bytes.length !== file.size || this.digest(bytes) !== file.sha256) throw new SnapshotChangedError(file.path);
    return bytes;
  }
}
