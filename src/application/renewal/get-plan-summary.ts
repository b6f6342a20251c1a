import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { isOrderInEffect, parseOrderId } from '../../domain/renewal/page-orders.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import { loadPlanMemory, type PlanAccess } from './plan-access.js';
import { planSummary, type PlanSummary } from './plan-summary.js';

/** The plan, the end date and what can be bought for a page, for its owner or the holder of its renewal link. */
export class GetPlanSummary {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
    private readonly prices: PlanPriceList,
  ) {}

  async execute(access: PlanAccess): Promise<PlanSummary> {
    return planSummary(await loadPlanMemory(this.repository, this.editTokens, access), this.clock.now(), this.prices);
  }

  /**
   * The same, for the buyer back from the checkout of one order: the order's id (which only its checkout knows) is
   * enough to see its page's plan and whether the payment has been applied.
   */
  async forOrder(input: { readonly orderId: string }): Promise<PlanSummary> {
    const order = parseOrderId(input.orderId);
    const memory = order && (await this.repository.findById(order.memoryId));
    if (!order || !memory) throw new MemoryNotFoundError();
    const applied = isOrderInEffect(memory.orders, order.orderId);
    return planSummary(memory, this.clock.now(), this.prices, { id: order.orderId, kind: order.kind, status: applied ? 'approved' : 'pending' });
  }
}
