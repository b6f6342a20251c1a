import { sweepIncomingUploads } from '../http/middleware/sweep-incoming-uploads.js';
import { previewImagesDir } from '../preview/preview-images.js';
import { sweepPreviewImages } from '../preview/sweep-preview-images.js';
import { startHousekeeping, type HousekeepingSetup } from '../scheduling/housekeeping.js';
import type { PeriodicTask } from '../scheduling/periodic-task.js';
import { startQueueWorkers, type QueueWorkers } from '../scheduling/queue-workers.js';
import { readLatestBackupTime } from './backups.js';
import type { Runtime } from './runtime.js';
import { PORTS as P } from './ports.js';

/** What the housekeeping of `runtime` runs on: its use cases, coordination, folders, backup and metrics. */
export function housekeepingSetup(runtime: Runtime): HousekeepingSetup {
  const { config, paths, metrics } = runtime;
  return {
    useCase: runtime.useCase,
    clock: runtime.container.get(P.Clock),
    log: runtime.logger.child({ component: 'housekeeping' }),
    coordination: runtime.coordination,
    ownFolders: {
      sweepUploads: (now, olderThanMs) => sweepIncomingUploads(paths.incoming, { now, olderThanMs }),
      sweepPreviews: (isShown) => sweepPreviewImages(previewImagesDir(paths.dataDir), isShown),
    },
    scheduledBackup: runtime.scheduledBackup,
    latestBackupTime: metrics && config.backup.url !== null ? () => readLatestBackupTime(config) : null,
    metrics,
  };
}

/** The server's hourly housekeeping (HOUSEKEEPING_PERIOD_MS), see scheduling/housekeeping.ts. */
export function startServerHousekeeping(runtime: Runtime, intervalMs?: number): PeriodicTask {
  return startHousekeeping(housekeepingSetup(runtime), intervalMs);
}

/** The server's workers of the e-mail outbox, the payment notifications and the background tasks, see scheduling/queue-workers.ts. */
export function startServerQueueWorkers(runtime: Runtime): QueueWorkers {
  return startQueueWorkers({
    useCase: runtime.useCase,
    runBackgroundTasks: () => runtime.backgroundTasks.runNow(),
    log: runtime.logger.child({ component: 'queues' }),
    pollMs: runtime.config.queue.pollMs,
    batchSize: runtime.container.get(P.QueueRetryPolicy).batchSize,
  });
}
