import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { MemoryLinks } from '../shared/memory-links.js';

export type PaymentStatusView =
  { readonly status: 'pending' } | { readonly status: 'approved'; readonly path: string } | { readonly status: 'failed' };

/** What the buyer's return page may know: whether the payment went through and, if so, where the page is. */
export class GetPaymentStatus {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly links: MemoryLinks,
  ) {}

  async execute(input: { readonly id: string }): Promise<PaymentStatusView> {
    const memory = await this.repository.findById(input.id);
    if (!memory) throw new MemoryNotFoundError();
    switch (memory.status) {
      case 'pending_payment':
        return { status: 'pending' };
      case 'active':
      case 'expired':
        return { status: 'approved', path: this.links.publicPath(memory) };
      case 'payment_failed':
      case 'suspended':
        return { status: 'failed' };
    }
  }
}
