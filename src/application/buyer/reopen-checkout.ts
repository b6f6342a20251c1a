import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { MemoryInvalidTransitionError } from '../../domain/memory/memory-status.js';
import type { Checkout, PaymentGateway } from '../ports/payment-gateway.js';
import type { MemoryRepository } from '../ports/memory-repository.js';

/**
 * "Tentar novamente" after a refused or abandoned payment: the same order (same page, same photos) goes back to its
 * checkout, instead of the buyer filling the form again. The gateway opens the same checkout for the same memory, so
 * this never makes a second charge possible for one page.
 */
export class ReopenCheckout {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(input: { readonly id: string }): Promise<Checkout> {
    const memory = await this.repository.findById(input.id);
    if (!memory) throw new MemoryNotFoundError();
    if (memory.status !== 'pending_payment' && memory.status !== 'payment_failed') throw new MemoryInvalidTransitionError(memory.status, 'active');
    return this.gateway.createCheckout({ memoryId: memory.id, plan: memory.plan, amountCents: memory.purchasePriceCents, payerEmail: memory.email });
  }
}
