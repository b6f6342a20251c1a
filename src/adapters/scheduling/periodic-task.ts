export interface PeriodicTask {
  /** Runs the task now unless a run is under way; resolves when that run ends. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `run` at once and then every `intervalMs`, never two runs at a time. The timer does not keep the process alive;
 * `stop` waits for the run under way, so a shutdown does not close the database under it.
 */
export function startPeriodicTask(run: () => Promise<void>, intervalMs: number): PeriodicTask {
  let running: Promise<void> | null = null;
  const runNow = () => {
    running ??= run().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  void runNow();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
