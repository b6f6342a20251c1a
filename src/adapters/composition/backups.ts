import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Config } from '../../../config/config.js';
import { RunScheduledBackup } from '../../application/backup/run-scheduled-backup.js';
import { latestSnapshotTime } from '../../application/backup/snapshot-catalogue.js';
import { parseRetentionPolicy } from '../../domain/backup/retention-policy.js';
import type { Logger } from '../logging/logger.js';
import { ListBackups } from '../../application/backup/list-backups.js';
import { PruneBackups } from '../../application/backup/prune-backups.js';
import { RestoreBackup } from '../../application/backup/restore-backup.js';
import { TakeBackup } from '../../application/backup/take-backup.js';
import { VerifyBackup } from '../../application/backup/verify-backup.js';
import type { BackupDestination } from '../../application/ports/backup-destination.js';
import type { Clock } from '../../application/ports/clock.js';
import type { ContentDigest } from '../../application/ports/content-digest.js';
import type { ShopFiles } from '../../application/ports/shop-files.js';
import type { ShopRows } from '../../application/ports/shop-rows.js';
import { FolderBackupDestination } from '../backup/folder-backup-destination.js';
import { BLOCKING_IO, THREAD_POOL_IO, type BulkFileIo } from '../shared/bulk-file-io.js';
import type { BackupRuntime } from '../cli/backup-runtime.js';
import type { PrometheusMetrics } from '../metrics/prometheus-metrics.js';
import type { Database } from '../persistence/mikro-orm/open-database.js';
import { AppSecretShopFiles } from '../security/app-secret-shop-files.js';
import { FilesystemShopFiles } from '../storage/filesystem-shop-files.js';
import { SystemClock } from '../system/system-clock.js';
import { scheduledBackup, type ScheduledBackup } from '../scheduling/scheduled-backup.js';
import { dataPaths } from './data-paths.js';
import { checkDataDir } from './check-data-dir.js';
import { refuseMissingDatabase } from './existing-database.js';
import { noteNewDatabaseFile } from './new-database-file.js';

export const sha256: ContentDigest = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** `s3://bucket` or `s3://bucket/prefix`, as STORAGE_URL. */
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])((?:\/[A-Za-z0-9!_.*'()-]+)*)\/?$/;

export function isS3BackupUrl(url: string): boolean {
  return url.startsWith('s3://');
}

/**
 * A snapshot destination: a folder, or `s3://bucket/prefix` (at S3_ENDPOINT, with S3_FORCE_PATH_STYLE, when set). A folder
 * is read and written with `io`: blocking calls for a command-line process, the thread pool in the server.
 */
export async function openBackupDestination(url: string, s3: Config['s3'], io: BulkFileIo = THREAD_POOL_IO): Promise<BackupDestination> {
  if (!isS3BackupUrl(url)) return new FolderBackupDestination(resolve(url), io);
  const match = S3_URL.exec(url);
  if (!match || /\/\.{1,2}(\/|$)/.test(url)) throw new BackupUrlError(url);
  const [{ S3BackupDestination }, { s3ClientFor }] = await Promise.all([
    import('../backup/s3-backup-destination.js'),
    import('../storage/s3-photo-storage.js'),
  ]);
  const client = s3ClientFor({ ...(s3.endpoint ? { endpoint: s3.endpoint } : {}), forcePathStyle: s3.forcePathStyle });
  return new S3BackupDestination(client, match[1]!, (match[2] ?? '').replace(/^\//, ''), url);
}

export class BackupUrlError extends Error {
  constructor(readonly url: string) {
    super('not a folder or s3://bucket/prefix');
    this.name = 'BackupUrlError';
  }
}

/** Every object under the configured photo storage's root: DATA_DIR/uploads or the prefix of STORAGE_URL. */
export async function openShopFiles(config: Config, io: BulkFileIo = THREAD_POOL_IO): Promise<{ files: ShopFiles; close(): Promise<void> }> {
  const storage = config.storage;
  if (storage.kind === 'filesystem') return { files: new FilesystemShopFiles(dataPaths(config).uploads, io), close: async () => {} };
  const [{ S3ShopFiles }, { s3ClientFor }] = await Promise.all([import('../storage/s3-shop-files.js'), import('../storage/s3-photo-storage.js')]);
  const client = s3ClientFor({ ...(storage.endpoint ? { endpoint: storage.endpoint } : {}), forcePathStyle: storage.forcePathStyle });
  return { files: new S3ShopFiles(client, storage.bucket, storage.prefix), close: async () => client.destroy() };
}

/**
 * The configured database (migrated, as at start-up), for a backup, a prune or a restore run from the command line: one
 * that exists, unless a restore is told to make it.
 */
async function openConfiguredDatabase(config: Config, create: boolean): Promise<Database> {
  const paths = dataPaths(config);
  if (!create) await refuseMissingDatabase(config);
  if (config.database.engine === 'postgresql') {
    const { openPostgresqlDatabase } = await import('../persistence/mikro-orm/open-postgresql-database.js');
    return openPostgresqlDatabase({ url: config.database.url, poolSize: 2 });
  }
  await checkDataDir(paths, { outbox: false, sqliteFile: true });
  const { openDatabase } = await import('../persistence/mikro-orm/open-database.js');
  return openDatabase({ dbPath: paths.database });
}

/** The rows of an open database; MikroORM is loaded by the commands that open one, not by `backup list` or `--help`. */
async function shopRowsOf(database: Database): Promise<ShopRows> {
  const { SqlShopRows } = await import('../persistence/mikro-orm/sql-shop-rows.js');
  return new SqlShopRows(database);
}

/** What a backup reads and a restore writes: the rows, the photo storage, and the data folder's generated secret. */
export interface BackupStores {
  readonly rows: ShopRows;
  readonly files: ShopFiles;
  readonly dataFiles: ShopFiles;
}

/** The use cases of one destination over the given stores. */
export function backupUseCases(destination: BackupDestination, stores: BackupStores, clock: Clock) {
  const verify = new VerifyBackup(destination, sha256);
  return {
    take: new TakeBackup(stores.rows, stores.files, stores.dataFiles, destination, sha256, clock),
    verify,
    restore: new RestoreBackup(destination, sha256, verify, stores.rows, stores.files, stores.dataFiles, clock),
    list: new ListBackups(destination),
    prune: new PruneBackups(destination, clock, stores.rows),
  };
}

/**
 * What memories-cli's backup commands run: the destination opened per command, the configured database by the commands
 * that read or write the shop (backup, prune, restore) and its photo storage by backup and restore, released by `close`.
 * Their folders are read and written with blocking calls: the process has nothing else to serve.
 */
export function openBackupRuntime(config: Config): BackupRuntime {
  const clock = new SystemClock();
  const opened: (() => Promise<void>)[] = [];
  const destination = async (url: string) => {
    const target = await openBackupDestination(url, config.s3, BLOCKING_IO);
    opened.push(() => target.close());
    return target;
  };
  const rows = async (create = false) => {
    const database = await openConfiguredDatabase(config, create);
    opened.push(() => database.close());
    return shopRowsOf(database);
  };
  const stores = async (create = false) => {
    const shopRows = await rows(create);
    const files = await openShopFiles(config, BLOCKING_IO);
    opened.push(files.close);
    return { rows: shopRows, files: files.files, dataFiles: new AppSecretShopFiles(dataPaths(config).dataDir) };
  };
  const close = async () => {
    for (const release of opened.splice(0).reverse()) await release().catch(() => {});
  };
  return {
    defaultKeep: config.backup.keep,
    take: async (url, input) => backupUseCases(await destination(url), await stores(), clock).take.execute(input),
    verify: async (url, snapshot) => new VerifyBackup(await destination(url), sha256).execute(snapshot),
    restore: async (url, { createDatabase, ...input }) => {
      const made = await noteNewDatabaseFile(config);
      try {
        return await backupUseCases(await destination(url), await stores(createDatabase), clock).restore.execute(input);
      } catch (error) {
        // A refused or failed restore writes its rows last, so a database it made holds none: it goes too.
        await close();
        await made.removeIfNew();
        throw error;
      }
    },
    list: async (url) => new ListBackups(await destination(url)).execute(),
    prune: async (url, policy) => new PruneBackups(await destination(url), clock, await rows()).execute(policy),
    close,
  };
}

/** The scheduled backup over the server's own database, or null when BACKUP_URL is unset. */
export function scheduledBackupOver(config: Config, database: Database, clock: Clock, logger: Logger): ScheduledBackup | null {
  const url = config.backup.url;
  const keep = parseRetentionPolicy(config.backup.keep);
  if (url === null || keep === null) return null;
  return scheduledBackup(
    async () => {
      const destination = await openBackupDestination(url, config.s3);
      const files = await openShopFiles(config).catch(async (error: unknown) => {
        await destination.close().catch(() => {});
        throw error;
      });
      const stores = { rows: await shopRowsOf(database), files: files.files, dataFiles: new AppSecretShopFiles(dataPaths(config).dataDir) };
      const useCases = backupUseCases(destination, stores, clock);
      return {
        backup: new RunScheduledBackup(useCases.take, useCases.prune, destination, clock, { periodMs: config.backup.periodMs, keep }),
        close: async () => {
          await files.close().catch(() => {});
          await destination.close().catch(() => {});
        },
      };
    },
    logger.child({ component: 'backup' }),
  );
}

/** When the newest snapshot of BACKUP_URL was taken (null: none, or BACKUP_URL unset): a monitor's "last backup". */
export async function readLatestBackupTime(config: Config): Promise<Date | null> {
  if (config.backup.url === null) return null;
  const destination = await openBackupDestination(config.backup.url, config.s3);
  try {
    return await latestSnapshotTime(destination);
  } finally {
    await destination.close();
  }
}

/** The periodic backup of BACKUP_URL, telling the metrics how each one ended; null when BACKUP_URL is unset. */
export function scheduledBackupOf(
  config: Config,
  database: Database,
  clock: Clock,
  logger: Logger,
  metrics: PrometheusMetrics | null,
): ScheduledBackup | null {
  const backup = scheduledBackupOver(config, database, clock, logger);
  if (metrics) backup?.onFinished((outcome) => metrics.recordBackup(outcome));
  return backup;
}
