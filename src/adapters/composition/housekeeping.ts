import type { Runtime } from './container.js';
import { startPeriodicTask, type PeriodicTask } from './periodic-task.js';
import { TOKENS as T } from './tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the lifecycle's chores inside the server, once at start and then hourly: record the end of basic pages whose
 * year is over, and remove unpaid pages abandoned for a week (photos included). Reads never depend on it.
 */
export function startHousekeeping(runtime: Runtime, intervalMs = HOUR_MS): PeriodicTask {
  const expire = runtime.container.get(T.ExpireBasicPlans);
  const removeAbandoned = runtime.container.get(T.RemoveAbandonedMemories);
  const log = runtime.logger.child({ component: 'housekeeping' });
  return startPeriodicTask(async () => {
    try {
      const expired = await expire.execute();
      const removed = await removeAbandoned.execute();
      if (expired.length > 0 || removed.length > 0) log.info('lifecycle chores done', { expired: expired.length, removedUnpaid: removed.length });
    } catch (error) {
      log.error('lifecycle chores failed', { err: error });
    }
  }, intervalMs);
}
