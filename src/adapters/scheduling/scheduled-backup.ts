import type { BackupOutcome, RunScheduledBackup } from '../../application/backup/run-scheduled-backup.js';
import type { TaskLog } from './task-log.js';

/** The periodic backup of BACKUP_URL, run by the housekeeping's round; listeners hear each backup's outcome. */
export interface ScheduledBackup {
  run(): Promise<void>;
  /** Called after each backup that ran, successful or not (monitoring's "last backup" figures). */
  onFinished(listener: (outcome: BackupOutcome) => void): void;
}

/** One round's backup over what `open` opened (the destination, the shop's stores), released by `close`. */
export interface OpenedBackup {
  readonly backup: RunScheduledBackup;
  close(): Promise<void>;
}

/**
 * The scheduled backup: each round opens the destination and the stores, takes a snapshot when one is due
 * (BACKUP_PERIOD since the newest) and prunes by BACKUP_KEEP, logs what happened and closes what it opened.
 */
export function scheduledBackup(open: () => Promise<OpenedBackup>, log: TaskLog): ScheduledBackup {
  const listeners: ((outcome: BackupOutcome) => void)[] = [];
  return {
    onFinished: (listener) => listeners.push(listener),
    run: async () => {
      let opened: OpenedBackup | null = null;
      try {
        opened = await open();
        const result = await opened.backup.execute();
        if (!result.ran) return log.debug('scheduled backup not due', { reason: result.reason });
        if (result.ok) {
          const { report, pruned } = result;
          log.info('scheduled backup done', {
            snapshot: report?.snapshot,
            photos: report?.photos,
            bytes: report?.bytes,
            durationMs: result.durationMs,
            removedSnapshots: pruned?.removed.length,
          });
        } else {
          log.error('scheduled backup failed', { err: result.error, durationMs: result.durationMs });
        }
        for (const listener of listeners) listener(result);
      } catch (error) {
        log.error('scheduled backup failed', { err: error });
      } finally {
        await opened?.close().catch(() => {});
      }
    },
  };
}
