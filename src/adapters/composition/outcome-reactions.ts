import type { BackgroundTask } from '../../application/ports/background-tasks.js';
import type { Outcome } from '../../application/ports/outcomes.js';
import { PAYMENT_NOT_APPLIED_LABEL } from '../metrics/payment-not-applied-label.js';
import type { PrometheusMetrics } from '../metrics/prometheus-metrics.js';

/** One reaction to one kind of outcome. */
export type Reaction<Kind extends Outcome['kind']> = (outcome: Extract<Outcome, { readonly kind: Kind }>) => void | Promise<void>;

/** Every kind of outcome with the reactions to it, in the order they run. */
export type OutcomeReactions = { readonly [Kind in Outcome['kind']]: readonly Reaction<Kind>[] };

export interface Reactors {
  /** Records a background task in the durable queue and has it worked (`RunBackgroundTasks`). */
  readonly queue: (task: BackgroundTask) => Promise<void>;
  /** What `/metrics` counts; null when the server keeps no metrics (no METRICS_PORT). */
  readonly metrics: Pick<PrometheusMetrics, 'payment' | 'reconciled' | 'pageOpened'> | null;
}

/**
 * Who reacts to what the use cases say happened (`Outcomes`), in one list. A page activated or edited gets its photos'
 * AVIF copies, a chapter written its photos', through the durable queue of background tasks (off the request path, retried when they fail); the
 * payments and the openings are counted in the metrics, whoever called the use case (a notification, reconciliation,
 * the demo checkout, the return page).
 */
export function outcomeReactions({ queue, metrics }: Reactors): OutcomeReactions {
  const avifCopies = ({ memoryId }: { readonly memoryId: string }) => queue({ kind: 'avif-copies', memoryId });
  return {
    'page-activated': [avifCopies],
    'page-edited': [avifCopies],
    'chapter-written': [({ memoryId }) => queue({ kind: 'chapter-avif-copies', memoryId })],
    'payment-recorded': metrics ? [({ outcome }) => metrics.payment(outcome)] : [],
    'payment-not-applied': metrics ? [({ reason }) => metrics.payment(PAYMENT_NOT_APPLIED_LABEL[reason])] : [],
    'payments-reconciled': metrics ? [({ count }) => metrics.reconciled(count)] : [],
    'page-opened': metrics ? [() => metrics.pageOpened()] : [],
  };
}
