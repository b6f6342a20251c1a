import type { Container } from 'inversify';
import type { Config } from '../../../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { BackupRecord, PrometheusMetrics } from '../metrics/prometheus-metrics.js';
import type { BackgroundTaskRunner } from '../scheduling/background-task-runner.js';
import type { ScheduledBackup } from '../scheduling/scheduled-backup.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { DataFolderSpace } from '../storage/free-space.js';
import type { OpenedPhoto } from '../storage/stored-photo-paths.js';
import type { DataPaths } from './data-paths.js';

/** What the server and the CLI hold on to: the container, and what the HTTP edge needs besides use cases. */
export interface Runtime {
  readonly config: Config;
  readonly container: Container;
  /** A use case by its class, from the container. */
  readonly useCase: ResolveUseCase;
  readonly logger: Logger;
  readonly paths: DataPaths;
  /** Opens a stored photo to stream it, from DATA_DIR/uploads or the bucket of STORAGE_URL. */
  readonly openStoredPhoto: (storedPath: string) => Promise<OpenedPhoto | null>;
  /** The database answers and commits a write (health check). */
  readonly checkDatabase: () => Promise<void>;
  /** This process's worker of the background tasks (`wire-outcomes.ts`); the server's queue workers run it too. */
  readonly backgroundTasks: Pick<BackgroundTaskRunner, 'runNow'>;
  /**
   * Resolves once the background tasks due so far are worked: the AVIF copies of every page approved (or edited) are
   * made, or their attempt failed (tests, the bench).
   */
  readonly avifCopiesIdle: () => Promise<void>;
  /**
   * A file can be written in the photo folder, or an object in the bucket, and the storage still holds the shop's
   * photos (its mark, and a sample of photos the pages name) (health check).
   */
  readonly checkStorage: () => Promise<void>;
  /**
   * DATA_DIR's free space against what a few orders need (health check, `stats`). It matters with every storage:
   * with STORAGE_URL the photos go to the bucket, but uploads are staged here, and here are the SQLite file, the
   * outbox and the previews.
   */
  readonly dataFolderSpace: () => Promise<DataFolderSpace>;
  /** Where the data is, for the operator's sentences: the database (never its password) and the photos. */
  readonly places: { readonly database: string; readonly photos: string };
  /** What the instances on one database share besides its rows. */
  readonly coordination: Coordination;
  /** What `/metrics` shows (METRICS_PORT); null when the server keeps no metrics. */
  readonly metrics: PrometheusMetrics | null;
  /** Tells the metrics how a backup ended (nothing happens without METRICS_PORT). */
  recordBackup(backup: BackupRecord): void;
  /** The periodic backup of BACKUP_URL, run in the housekeeping's round; null when BACKUP_URL is unset. */
  readonly scheduledBackup: ScheduledBackup | null;
  close(): Promise<void>;
}

/** The rate limits and the periodic jobs' leases, through the database so that several instances agree on them. */
export interface Coordination {
  /** A rate limit counted in the database (PostgreSQL); absent on SQLite, where the one process counts in memory. */
  readonly rateLimit?: (name: string, limit: number, windowMs: number) => { hit(key: string): Promise<number> };
  /** Takes the lease of a periodic job's round until `until`, unless another instance holds it at `now`. */
  claimLease(name: string, now: Date, until: Date): Promise<boolean>;
  /** Gives up a lease this process holds (graceful shutdown). */
  releaseLease(name: string): Promise<void>;
  /** Removes the rate limits' counters of the windows over at `now`. */
  deleteExpiredRateLimits(now: Date): Promise<number>;
}
