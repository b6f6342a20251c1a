import type { PageOrderKind } from '../../domain/renewal/page-orders.js';
import type { Clock } from '../ports/clock.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PaymentGateway } from '../ports/payment-gateway.js';
import type { StartedOrders } from '../ports/started-orders.js';
import { loadPlanMemory, type PlanAccess } from './plan-access.js';
import { currentOrderId } from './plan-summary.js';

export interface StartPageOrderInput extends PlanAccess {
  readonly kind: PageOrderKind;
}

/**
 * "Renovar por mais um ano" and "Fazer upgrade para Pra Sempre": opens the checkout of the page's current order of that
 * kind, at the catalogue's price. A page that cannot take it (suspended, lifetime already, unpaid) is refused before
 * any checkout is opened. The order is recorded before its checkout opens, so that a payment whose notification is lost
 * is found by the reconcile (`ReconcilePendingPayments`).
 */
export class StartPageOrder {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly gateway: PaymentGateway,
    private readonly startedOrders: StartedOrders,
    private readonly clock: Clock,
    private readonly prices: PlanPriceList,
  ) {}

  async execute(input: StartPageOrderInput): Promise<{ readonly orderId: string; readonly initPoint: string }> {
    const memory = await loadPlanMemory(this.repository, this.editTokens, input);
    memory.assertOrderable(input.kind);
    const orderId = currentOrderId(memory, input.kind);
    await this.startedOrders.record({ orderId, kind: input.kind, memoryId: memory.id, startedAt: this.clock.now() });
    const checkout = await this.gateway.createOrderCheckout({
      orderId,
      memoryId: memory.id,
      kind: input.kind,
      amountCents: this.prices.orderPriceCents(input.kind),
      payerEmail: memory.email,
    });
    return { orderId, initPoint: checkout.initPoint };
  }
}
