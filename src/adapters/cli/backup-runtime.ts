import type { ListBackups } from '../../application/backup/list-backups.js';
import type { PruneBackups } from '../../application/backup/prune-backups.js';
import type { RestoreBackup } from '../../application/backup/restore-backup.js';
import type { TakeBackup } from '../../application/backup/take-backup.js';
import type { VerifyBackup } from '../../application/backup/verify-backup.js';
import type { RetentionPolicy } from '../../domain/backup/retention-policy.js';

type Result<T extends { execute(...args: never[]): Promise<unknown> }> = Awaited<ReturnType<T['execute']>>;

/**
 * What the backup commands run, each on the destination (`dest`: a folder or s3://bucket/prefix) it names; backup, prune
 * and restore open the configured database (which must exist) too. `close` releases whatever was opened.
 */
export interface BackupRuntime {
  /** BACKUP_KEEP, the retention `backup prune` applies unless told otherwise. */
  readonly defaultKeep: string;
  take(dest: string, input: Parameters<TakeBackup['execute']>[0]): Promise<Result<TakeBackup>>;
  verify(dest: string, snapshot?: string): Promise<Result<VerifyBackup>>;
  /** `createDatabase`: the one command that may make a new SQLite file, when told so. */
  restore(dest: string, input: Parameters<RestoreBackup['execute']>[0] & { readonly createDatabase: boolean }): Promise<Result<RestoreBackup>>;
  list(dest: string): Promise<Result<ListBackups>>;
  prune(dest: string, policy: RetentionPolicy): Promise<Result<PruneBackups>>;
  close(): Promise<void>;
}
