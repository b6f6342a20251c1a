import { sweepIncomingUploads } from '../http/middleware/sweep-incoming-uploads.js';
import type { Runtime } from './container.js';
import { startPeriodicTask, type PeriodicTask } from './periodic-task.js';
import { TOKENS as T } from './tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/** Unpaid orders this recent are asked about every hour, in case their notification was lost. */
const RECONCILE_WITHIN_DAYS = 2;

/**
 * Runs the lifecycle's chores inside the server, once at start and then hourly: ask the payment provider about
 * recent unpaid orders (a lost notification must not leave a paid page unpublished), record the end of basic pages
 * whose year is over, remove unpaid pages abandoned for a week (photos included), and sweep the photo files no page
 * names (left by a crash or a failed clean-up, older than an hour) and the uploads a killed server was receiving.
 * Reads never depend on it.
 */
export function startHousekeeping(runtime: Runtime, intervalMs = HOUR_MS): PeriodicTask {
  const expire = runtime.container.get(T.ExpireBasicPlans);
  const removeAbandoned = runtime.container.get(T.RemoveAbandonedMemories);
  const reconcile = runtime.container.get(T.ReconcilePendingPayments);
  const sweepPhotos = runtime.container.get(T.SweepOrphanedPhotos);
  const clock = runtime.container.get(T.Clock);
  const log = runtime.logger.child({ component: 'housekeeping' });
  return startPeriodicTask(async () => {
    try {
      const reconciled = await reconcile.execute({ withinDays: RECONCILE_WITHIN_DAYS });
      const changed = reconciled.checked.filter((memory) => memory.statusAfter !== memory.statusBefore).length;
      if (changed > 0) log.info('unpaid orders reconciled with the payment provider', { checked: reconciled.checked.length, changed });
      if (reconciled.error) log.warn('payment provider unreachable while reconciling', { error: reconciled.error });
      const expired = await expire.execute();
      const removed = await removeAbandoned.execute();
      if (expired.length > 0 || removed.length > 0) log.info('lifecycle chores done', { expired: expired.length, removedUnpaid: removed.length });
    } catch (error) {
      log.error('lifecycle chores failed', { err: error });
    }
    // On its own: files on disk must be swept even while the payment provider or the database misbehaves above.
    try {
      const swept = await sweepPhotos.execute();
      if (swept.photos + swept.leftovers + swept.folders > 0) log.info('photo files no page names removed', { ...swept });
    } catch (error) {
      log.error('photo sweep failed', { err: error });
    }
    try {
      const uploads = await sweepIncomingUploads(runtime.paths.incoming, { now: clock.now(), olderThanMs: HOUR_MS });
      if (uploads > 0) log.info('uploads left by an interrupted request removed', { folders: uploads });
    } catch (error) {
      log.error('sweep of interrupted uploads failed', { err: error });
    }
  }, intervalMs);
}
