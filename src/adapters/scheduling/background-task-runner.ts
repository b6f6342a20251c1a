import type { BackgroundTasksReport } from '../../application/housekeeping/run-background-tasks.js';
import type { BackgroundTask } from '../../application/ports/background-tasks.js';
import type { TaskLog } from './task-log.js';

export interface BackgroundTaskRunner {
  /** Works the tasks due now, one at a time; during a run, has that run go on until nothing is due. */
  runNow(): Promise<void>;
  /** Takes no more tasks; `interrupt` ends the one under way (its attempt fails and is tried again later). */
  stop(interrupt: () => Promise<void>): Promise<void>;
}

/** The warning of a failed attempt, by kind of task: the page goes on without the work meanwhile. */
const FAILED: Readonly<Record<BackgroundTask['kind'], string>> = {
  'avif-copies': 'AVIF copies failed; the page serves WebP',
  'chapter-avif-copies': "chapter photos' AVIF copies failed; the chapters serve WebP",
};

/**
 * Works the background tasks in this process, never two runs at a time: started as soon as a reaction queues one (so a
 * page's AVIF copies begin right after its approval, as the request answers), and by the server's worker every
 * QUEUE_POLL_MS for those retried later or queued by another process. `runOne` works one due task (so a stop waits for
 * one at most).
 */
export function startBackgroundTaskRunner(runOne: () => Promise<BackgroundTasksReport>, log: TaskLog): BackgroundTaskRunner {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = async () => {
    const totals = { done: 0, cancelled: 0, retried: 0, failed: 0 };
    while (!stopped) {
      const report = await runOne();
      for (const { task, error } of report.failures) if (!stopped) log.warn(FAILED[task.kind], { ...task, error });
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += report[key];
      if (report.done + report.cancelled + report.retried + report.failed === 0) break;
    }
    if (totals.done + totals.cancelled + totals.retried + totals.failed > 0) log.info('background tasks round', totals);
  };
  const run = async () => {
    do {
      again = false;
      await drain().catch((error: unknown) => {
        if (!stopped) log.error('background tasks round failed', { err: error });
      });
    } while (again && !stopped);
  };

  return {
    runNow: () => {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => (running = null));
      return running;
    },
    stop: async (interrupt) => {
      stopped = true;
      await interrupt();
      await running;
    },
  };
}
