import { MemoryConcurrentUpdateError, MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { Clock } from '../ports/clock.js';
import type { Mailer } from '../ports/mailer.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageLinksEmailBuilder } from '../shared/page-links-email-builder.js';

export type PaymentOutcome = 'approved' | 'rejected' | 'reversed';

export interface ConfirmPaymentInput {
  readonly memoryId: string;
  readonly paymentId: string;
  readonly outcome: PaymentOutcome;
}

export interface ConfirmPaymentOutput {
  /** False when the outcome was already recorded: a repeated notification changes nothing. */
  readonly changed: boolean;
  readonly status: Memory['status'];
}

const MAX_ATTEMPTS = 3;

/**
 * Applies a payment outcome to its memory. Idempotent: a page is activated once and its e-mail sent once, however
 * many times (and however concurrently) the same outcome arrives.
 */
export class ConfirmPayment {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly mailer: Mailer,
    private readonly emails: PageLinksEmailBuilder,
    private readonly clock: Clock,
  ) {}

  async execute(input: ConfirmPaymentInput): Promise<ConfirmPaymentOutput> {
    for (let attempt = 1; ; attempt++) {
      const memory = await this.repository.findById(input.memoryId);
      if (!memory) throw new MemoryNotFoundError();
      const changed = this.apply(memory, input);
      if (!changed) return { changed, status: memory.status };
      try {
        await this.repository.update(memory);
      } catch (error) {
        // Another notification changed the memory first: read it again and decide on what it says now.
        if (error instanceof MemoryConcurrentUpdateError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
      if (memory.status === 'active') await this.mailer.sendPageLinks(await this.emails.build(memory.email, 'activated', [memory]));
      return { changed, status: memory.status };
    }
  }

  private apply(memory: Memory, input: ConfirmPaymentInput): boolean {
    const now = this.clock.now();
    switch (input.outcome) {
      case 'approved':
        return memory.approvePayment(input.paymentId, now);
      case 'rejected':
        return memory.failPayment(now);
      case 'reversed':
        return memory.suspend(now);
    }
  }
}
