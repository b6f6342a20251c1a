import { manifestBytes, parseManifest, type BackupManifest } from '../../../src/application/backup/backup-manifest.js';
import { PruneBackups, type PruneBackupsReport } from '../../../src/application/backup/prune-backups.js';
import { RestoreBackup } from '../../../src/application/backup/restore-backup.js';
import { TakeBackup, type TakeBackupInput, type TakeBackupReport } from '../../../src/application/backup/take-backup.js';
import { VerifyBackup } from '../../../src/application/backup/verify-backup.js';
import type { ShopRow } from '../../../src/application/ports/shop-rows.js';
import { parseRetentionPolicy } from '../../../src/domain/backup/retention-policy.js';
import { FixedClock } from '../fakes/fixed-clock.js';
import { InMemoryBackupDestination, InMemoryShopFiles, InMemoryShopRows, sha256 } from '../fakes/in-memory-backup-stores.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A page row naming its photos as the shop stores them (`/uploads/{id}/{file}`). */
export function page(id: string, photos: readonly string[], status = 'active'): ShopRow {
  return { id, status, photos: JSON.stringify(photos.map((file) => `/uploads/${id}/${file}`)) };
}

/** A database, a photo storage and a data folder a restore writes into. */
export interface RestoreTarget {
  readonly rows: InMemoryShopRows;
  readonly files: InMemoryShopFiles;
  readonly dataFiles: InMemoryShopFiles;
}

export function emptyTarget(): RestoreTarget {
  return { rows: new InMemoryShopRows(), files: new InMemoryShopFiles(), dataFiles: new InMemoryShopFiles() };
}

/**
 * A shop on fakes, backed up into a destination in memory: two pages (p1 active with a.webp, p2 pending payment with
 * b.webp), a quarantined photo no page names, and the data folder's generated secret.
 */
export class ShopOnFakes {
  readonly clock = new FixedClock(new Date('2026-11-27T03:00:00.000Z'));
  readonly destination = new InMemoryBackupDestination(this.clock);
  readonly rows = new InMemoryShopRows();
  readonly files = new InMemoryShopFiles();
  readonly dataFiles = new InMemoryShopFiles();

  constructor() {
    this.rows.tables.memories = [page('p1', ['a.webp']), page('p2', ['b.webp'], 'pending_payment')];
    this.files.objects.set('p1/a.webp', bytes('photo a'));
    this.files.objects.set('p2/b.webp', bytes('photo b'));
    this.files.objects.set('_quarantine/p0/c.webp', bytes('photo c'));
    this.dataFiles.objects.set('app-secret', bytes('secret'));
  }

  takeBackup(): TakeBackup {
    return new TakeBackup(this.rows, this.files, this.dataFiles, this.destination, sha256, this.clock);
  }

  take(input?: TakeBackupInput): Promise<TakeBackupReport> {
    return this.takeBackup().execute(input);
  }

  verifier(): VerifyBackup {
    return new VerifyBackup(this.destination, sha256);
  }

  pruneBackups(): PruneBackups {
    return new PruneBackups(this.destination, this.clock, this.rows);
  }

  /** Prunes with a BACKUP_KEEP setting (`'1'`, `'7d'`). */
  prune(keep: string): Promise<PruneBackupsReport> {
    return this.pruneBackups().execute(parseRetentionPolicy(keep)!);
  }

  restoreInto(target: RestoreTarget): RestoreBackup {
    return new RestoreBackup(this.destination, sha256, this.verifier(), target.rows, target.files, target.dataFiles, this.clock);
  }

  manifest(snapshot: string): BackupManifest {
    return parseManifest(this.destination.manifests.get(snapshot)!)!;
  }

  /** Writes the snapshot's manifest again as `edit` makes it (a manifest damaged or written by hand). */
  async rewriteManifest(snapshot: string, edit: (manifest: BackupManifest) => BackupManifest): Promise<void> {
    await this.destination.putManifest(snapshot, manifestBytes(edit(this.manifest(snapshot))));
  }

  /** The blob of the photo storage's object `key` as it is now. */
  blobOf(key: string): string {
    return sha256(this.files.objects.get(key)!);
  }

  /** Replaces a blob's bytes in the destination, leaving its name (a damaged or altered blob). */
  damageBlob(hash: string, replacement: Uint8Array): void {
    this.destination.blobs.get(hash)!.bytes = replacement;
  }

  /** Puts `content` in the destination as a blob under its own checksum; returns the manifest entry naming it at `path`. */
  async putBlob(path: string, content: Uint8Array): Promise<{ path: string; size: number; sha256: string }> {
    const hash = sha256(content);
    await this.destination.putBlob(hash, content);
    return { path, size: content.length, sha256: hash };
  }
}
