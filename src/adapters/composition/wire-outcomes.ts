import type { Container } from 'inversify';
import { RunBackgroundTasks } from '../../application/housekeeping/run-background-tasks.js';
import type { BackgroundTask, BackgroundTaskQueue } from '../../application/ports/background-tasks.js';
import type { Clock } from '../../application/ports/clock.js';
import type { Logger } from '../logging/logger.js';
import type { PrometheusMetrics } from '../metrics/prometheus-metrics.js';
import { startBackgroundTaskRunner, type BackgroundTaskRunner } from '../scheduling/background-task-runner.js';
import { outcomeReactions } from './outcome-reactions.js';
import { PORTS as P } from './ports.js';
import { ReactingOutcomes } from './reacting-outcomes.js';

export interface OutcomesSetup {
  readonly queue: BackgroundTaskQueue;
  readonly clock: Clock;
  readonly metrics: PrometheusMetrics | null;
  readonly logger: Logger;
}

/**
 * Binds the use cases' `Outcomes` to the reactions of `outcome-reactions.ts`, and starts this process's worker of the
 * background tasks they queue: a task is recorded in the durable queue first, then worked at once.
 */
export function wireOutcomes(container: Container, { queue, clock, metrics, logger }: OutcomesSetup): BackgroundTaskRunner {
  const runner = startBackgroundTaskRunner(
    () => container.get(RunBackgroundTasks).execute({ limit: 1 }),
    logger.child({ component: 'background-tasks' }),
  );
  const queueTask = async (task: BackgroundTask) => {
    await queue.enqueue(task, clock.now());
    void runner.runNow();
  };
  const reactions = outcomeReactions({ queue: queueTask, metrics });
  container.bind(P.Outcomes).toConstantValue(new ReactingOutcomes(reactions, logger.child({ component: 'outcomes' })));
  return runner;
}
