import { PLAN_CURRENCY } from '../../domain/plan/plan.js';
import { PageOrderNotAllowedError, type OrderReference } from '../../domain/renewal/page-orders.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { PaymentOutcome } from '../../domain/memory/payment-outcome.js';
import type { Clock } from '../ports/clock.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { Outcomes } from '../ports/outcomes.js';
import type { ProviderPayment } from '../ports/payment-gateway.js';
import { retryOnConcurrentUpdate } from '../shared/retry-on-concurrent-update.js';
import type { AppliedPayment } from './applied-payment.js';
import { pageEmail } from '../shared/queued-email.js';

/**
 * Applies a payment of a renewal or an upgrade, after checking it pays exactly the catalogue's price of that order.
 * The page records the order with the change it makes, in one versioned write with the buyer's confirmation e-mail:
 * a repeated notification changes nothing, and a second payment of the same order is reported as a duplicate for
 * support to refund. A refusal leaves the page as it is. A refund or a charge-back of the payment that applied the order
 * undoes it (`Memory.reverseOrder`) in one versioned write, with no e-mail of its own (as for a first purchase's refund,
 * the provider tells the payer; the lifecycle notices tell the buyer when the page ends); one a later order depends on
 * is only marked, and reported for support. A change is told as the payment recorded, and the page activated when the
 * order is applied.
 */
export class ApplyOrderPayment {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
    private readonly prices: PlanPriceList,
    private readonly outcomes: Outcomes,
  ) {}

  async execute(payment: ProviderPayment, order: OrderReference): Promise<AppliedPayment> {
    if (payment.outcome === 'pending') return { result: 'pending' };
    const applied = await this.apply(payment, payment.outcome, order);
    if (applied.result === 'applied' && applied.changed) await this.outcomes.publish({ kind: 'payment-recorded', outcome: payment.outcome });
    if (applied.result === 'applied' && applied.activated) await this.outcomes.publish({ kind: 'page-activated', memoryId: order.memoryId });
    return applied;
  }

  private async apply(payment: ProviderPayment, outcome: PaymentOutcome, order: OrderReference): Promise<AppliedPayment> {
    const price = this.prices.orderPriceCents(order.kind);
    if (payment.amountCents !== price || payment.currency !== PLAN_CURRENCY) {
      return { result: 'mismatch', detail: `${payment.amountCents} ${payment.currency} for ${order.kind} (${price} ${PLAN_CURRENCY})` };
    }
    return retryOnConcurrentUpdate(async () => {
      const memory = await this.repository.findById(order.memoryId);
      if (!memory) return { result: 'unknown-memory' };
      if (outcome === 'reversed') return this.reverse(memory, payment, order);
      if (outcome !== 'approved') return { result: 'applied', changed: false, activated: false, status: memory.status };
      const now = this.clock.now();
      let applied;
      try {
        applied = memory.applyOrder({ orderId: order.orderId, kind: order.kind, paymentId: payment.id, amountCents: price }, now);
      } catch (error) {
        if (!(error instanceof PageOrderNotAllowedError)) throw error;
        return {
          result: 'refused',
          refusal: { kind: 'order-refused', orderKind: order.kind, memoryId: memory.id, reason: String(error.details.reason) },
        };
      }
      if (applied.result === 'duplicate') return { result: 'duplicate', paidBy: applied.paidBy };
      if (applied.result === 'repeated') return { result: 'applied', changed: false, activated: false, status: memory.status };
      const reason = order.kind === 'renewal' ? 'renewed' : 'upgraded';
      await this.repository.update(memory, pageEmail(memory, reason, now));
      return { result: 'applied', changed: true, activated: true, status: memory.status };
    });
  }

  private async reverse(memory: Memory, payment: ProviderPayment, order: OrderReference): Promise<AppliedPayment> {
    const verdict = memory.reverseOrder(order.orderId, payment.id, this.clock.now());
    if (verdict === 'unknown' || verdict === 'repeated') return { result: 'applied', changed: false, activated: false, status: memory.status };
    await this.repository.update(memory);
    if (verdict === 'needs-support') {
      return {
        result: 'refused',
        refusal: { kind: 'reversal-kept', orderKind: order.kind, orderId: order.orderId, memoryId: memory.id },
      };
    }
    return { result: 'applied', changed: true, activated: false, status: memory.status };
  }
}
