import type { PaymentNotApplied } from '../../application/ports/outcomes.js';
import type { PaymentOutcomeLabel } from './prometheus-metrics.js';

/** Why a payment was not applied, as the metrics name it. */
export const PAYMENT_NOT_APPLIED_LABEL: Readonly<Record<PaymentNotApplied, PaymentOutcomeLabel>> = {
  mismatch: 'amount_mismatch',
  'unknown-memory': 'unknown_page',
  duplicate: 'duplicate',
  refused: 'refused_order',
};
