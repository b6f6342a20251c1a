import { PLAN_CURRENCY } from '../../domain/plan/plan.js';
import { parseOrderId } from '../../domain/renewal/page-orders.js';
import type { SupportNote } from '../../domain/shared/support-note.js';
import type { ApplyOrderPayment } from './apply-order-payment.js';
import type { AppliedPayment } from './applied-payment.js';
import type { ConfirmPayment } from './confirm-payment.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { ProviderPayment } from '../ports/payment-gateway.js';
import type { Outcomes } from '../ports/outcomes.js';

/** What support is told about a duplicate payment. */
export function duplicatePaymentNote(payment: ProviderPayment, paidBy: string | null): SupportNote {
  return { kind: 'payment-duplicate', paymentId: payment.id, memoryId: payment.memoryId, paidBy };
}

/**
 * Applies a payment as the provider reports it when asked, after checking it really pays for the memory it names:
 * its reference must be a memory of ours, and its amount and currency its plan's price. A payment of a renewal or an upgrade goes to `ApplyOrderPayment`. Says so when an approved
 * payment changes nothing because another one already paid for the page. A payment not applied, a page's as an order's,
 * is told here once.
 */
export class ApplyProviderPayment {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly confirmPayment: ConfirmPayment,
    private readonly applyOrderPayment: ApplyOrderPayment,
    private readonly outcomes: Outcomes,
  ) {}

  async execute(payment: ProviderPayment): Promise<AppliedPayment> {
    const applied = await this.apply(payment);
    if (applied.result !== 'applied' && applied.result !== 'pending')
      await this.outcomes.publish({ kind: 'payment-not-applied', reason: applied.result });
    return applied;
  }

  private async apply(payment: ProviderPayment): Promise<AppliedPayment> {
    if (payment.outcome === 'pending') return { result: 'pending' };
    const order = payment.memoryId === null ? null : parseOrderId(payment.memoryId);
    if (order) return this.applyOrderPayment.execute(payment, order);
    const memory = payment.memoryId === null ? null : await this.repository.findById(payment.memoryId);
    if (!memory) return { result: 'unknown-memory' };
    if (payment.amountCents !== memory.purchasePriceCents || payment.currency !== PLAN_CURRENCY) {
      return { result: 'mismatch', detail: `${payment.amountCents} ${payment.currency} for plan ${memory.planId}` };
    }
    const confirmed = await this.confirmPayment.execute({
      memoryId: memory.id,
      paymentId: payment.id,
      outcome: payment.outcome,
      method: payment.method ?? null,
    });
    if (payment.outcome === 'approved' && !confirmed.changed && confirmed.paymentId !== payment.id) {
      return { result: 'duplicate', paidBy: confirmed.paymentId };
    }
    return { result: 'applied', ...confirmed };
  }
}
