import type { Container } from 'inversify';
import { ApplyProviderPayment } from '../../application/payments/apply-provider-payment.js';
import type { AppliedPayment } from '../../application/payments/applied-payment.js';
import type { PaymentOutcomeLabel, PrometheusMetrics } from '../metrics/prometheus-metrics.js';
import { ApplyOrderPayment } from '../../application/payments/apply-order-payment.js';
import { ConfirmPayment } from '../../application/payments/confirm-payment.js';
import { ReconcilePendingPayments } from '../../application/payments/reconcile-pending-payments.js';
import { RecordPageOpening } from '../../application/openings/record-page-opening.js';

/** Why a payment was not applied, as the metrics name it. */
const NOT_APPLIED: Readonly<Record<Exclude<AppliedPayment['result'], 'applied' | 'pending'>, PaymentOutcomeLabel>> = {
  mismatch: 'amount_mismatch',
  'unknown-memory': 'unknown_page',
  duplicate: 'duplicate',
  refused: 'refused_order',
};

/**
 * Counts what the payment and openings use cases did, as each instance resolves them: the application layer stays
 * free of metrics, and every caller (notifications, reconciliation, the demo checkout, the return page) is counted.
 * Must run before the container resolves these use cases; without metrics the container is left as it is.
 */
export function instrumentUseCases(container: Container, metrics: PrometheusMetrics | null): Container {
  if (!metrics) return container;
  container.onActivation(ConfirmPayment, (_context, confirm) => {
    const execute = confirm.execute.bind(confirm);
    confirm.execute = async (input) => {
      const output = await execute(input);
      if (output.changed) metrics.payment(input.outcome);
      return output;
    };
    return confirm;
  });
  container.onActivation(ApplyOrderPayment, (_context, apply) => {
    const execute = apply.execute.bind(apply);
    apply.execute = async (payment, order) => {
      const applied = await execute(payment, order);
      if (applied.result === 'applied' && applied.changed && payment.outcome !== 'pending') metrics.payment(payment.outcome);
      return applied;
    };
    return apply;
  });
  // Pages' payments and orders' alike reach the provider's payments through here: the refusals are counted once.
  container.onActivation(ApplyProviderPayment, (_context, apply) => {
    const execute = apply.execute.bind(apply);
    apply.execute = async (payment) => {
      const applied = await execute(payment);
      if (applied.result !== 'applied' && applied.result !== 'pending') metrics.payment(NOT_APPLIED[applied.result]);
      return applied;
    };
    return apply;
  });
  instrumentReconciliation(container, metrics);
  container.onActivation(RecordPageOpening, (_context, record) => {
    const execute = record.execute.bind(record);
    record.execute = async (input) => {
      const recorded = await execute(input);
      if (recorded.counted) metrics.pageOpened();
      return recorded;
    };
    return record;
  });
  return container;
}

/** Pages and orders that asking the provider changed: each one a notification that was lost or late. */
function instrumentReconciliation(container: Container, metrics: PrometheusMetrics): void {
  container.onActivation(ReconcilePendingPayments, (_context, reconcile) => {
    const execute = reconcile.execute.bind(reconcile);
    reconcile.execute = async (input) => {
      const output = await execute(input);
      const pages = output.checked.filter((page) => page.statusAfter !== page.statusBefore).length;
      metrics.reconciled(pages + output.orders.filter((order) => order.applied).length);
      return output;
    };
    const executeFor = reconcile.executeFor.bind(reconcile);
    reconcile.executeFor = async (memoryId, input) => {
      const page = await executeFor(memoryId, input);
      if (page && page.statusAfter !== page.statusBefore) metrics.reconciled(1);
      return page;
    };
    return reconcile;
  });
}
