import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { MemoryStatus } from '../../domain/memory/memory-status.js';
import type { PlanId } from '../../domain/plan/plan.js';
import type { MemoryRepository } from '../ports/memory-repository.js';

export interface CheckoutSummary {
  readonly memoryId: string;
  readonly yourName: string;
  readonly lovedName: string;
  readonly plan: PlanId;
  readonly priceCents: number;
  readonly status: MemoryStatus;
}

/** What a checkout page shows before the buyer pays: the couple, the plan and its price from the catalogue. */
export class GetCheckoutSummary {
  constructor(private readonly repository: MemoryRepository) {}

  async execute(input: { readonly id: string }): Promise<CheckoutSummary> {
    const memory = await this.repository.findById(input.id);
    if (!memory) throw new MemoryNotFoundError();
    const state = memory.snapshot();
    return {
      memoryId: state.id,
      yourName: state.yourName,
      lovedName: state.lovedName,
      plan: memory.plan.id,
      priceCents: memory.purchasePriceCents,
      status: state.status,
    };
  }
}
