import type { Server } from 'node:http';
import type { Config } from '../../../config/config.js';
import type { Clock } from '../../application/ports/clock.js';
import type { EmailOutbox } from '../../application/ports/email-outbox.js';
import type { PaymentNotificationInbox } from '../../application/ports/payment-notifications.js';
import type { Logger } from '../logging/logger.js';
import { startMetricsServer } from '../metrics/metrics-server.js';
import { CountedTaskQueue } from '../metrics/counted-task-queue.js';
import { PrometheusMetrics, type TaskFailureReason } from '../metrics/prometheus-metrics.js';
import type { QueueName } from '../metrics/shop-figures.js';
import type { SqlDatabase } from '../persistence/mikro-orm/sql-dialect.js';
import { SqlShopFigures } from '../persistence/mikro-orm/sql-shop-figures.js';

/** What the metrics are read from: the data folder, the database, the runtime's clock and the photo worker's queue. */
export interface MetricsMaterials {
  readonly dataDir: string;
  readonly database: SqlDatabase;
  readonly clock: Clock;
  readonly photoJobsQueued: () => number;
  readonly logger: Logger;
}

/** The metrics of a server with METRICS_PORT set; null without it (nothing is counted then). */
export function prometheusMetricsFor(config: Config, from: MetricsMaterials): PrometheusMetrics | null {
  if (!config.metrics) return null;
  const { dataDir, database, clock, photoJobsQueued, logger } = from;
  const log = logger.child({ component: 'metrics' });
  return new PrometheusMetrics({
    dataDir,
    shopFigures: new SqlShopFigures(database),
    now: () => clock.now().getTime(),
    photoJobsQueued,
    onFiguresFailed: (error) => log.warn("the shop's figures could not be read from the database", { err: error }),
  });
}

/** `/metrics` on METRICS_HOST:METRICS_PORT, when the server keeps metrics; null otherwise. */
export async function serveMetrics(config: Config, metrics: PrometheusMetrics | null, logger: Logger): Promise<Server | null> {
  if (!config.metrics || !metrics) return null;
  const log = logger.child({ component: 'metrics' });
  return startMetricsServer(metrics, config.metrics.host, config.metrics.port, (error) => log.error('metrics scrape failed', { err: error }));
}

/** The ports with their two queues' failed attempts counted, when the server keeps metrics. */
export function withCountedQueues<Ports extends { readonly emailOutbox: EmailOutbox; readonly paymentNotifications: PaymentNotificationInbox }>(
  ports: Ports,
  config: Config,
  metrics: PrometheusMetrics | null,
): Ports {
  if (!metrics) return ports;
  const count = (queue: QueueName, reason: TaskFailureReason) => metrics.queueFailure(queue, reason);
  const { maxAttempts } = config.queue;
  return {
    ...ports,
    emailOutbox: new CountedTaskQueue(ports.emailOutbox, 'email', maxAttempts, count),
    paymentNotifications: new CountedTaskQueue(ports.paymentNotifications, 'payment_notification', maxAttempts, count),
  };
}
