import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { PaymentMethod } from '../../domain/memory/payment-method.js';
import type { PaymentOutcome } from '../../domain/memory/payment-outcome.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { Outcomes } from '../ports/outcomes.js';
import { retryOnConcurrentUpdate } from '../shared/retry-on-concurrent-update.js';
import { pageEmail } from '../shared/queued-email.js';

export interface ConfirmPaymentInput {
  readonly memoryId: string;
  readonly paymentId: string;
  readonly outcome: PaymentOutcome;
  /** How it was paid, as the checkout reported it; kept with an approval for the buyer's receipt. */
  readonly method?: PaymentMethod | null;
}

export interface ConfirmPaymentOutput {
  /** False when the outcome was already recorded or is older than what is: a repeated notification changes nothing. */
  readonly changed: boolean;
  readonly status: Memory['status'];
  /** True when this call published the page (and queued its e-mail). */
  readonly activated: boolean;
  /** The payment the page follows now (the one that paid for it, once paid). */
  readonly paymentId: string | null;
}

/**
 * Applies a payment outcome to its memory. Idempotent and order-proof (see `Memory.recordPayment`): a page is
 * activated once, and its e-mail is queued in the same transaction as the activation, so it is sent once and never lost.
 * Then it says what changed: the payment recorded, and the page activated.
 */
export class ConfirmPayment {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
    private readonly outcomes: Outcomes,
  ) {}

  async execute(input: ConfirmPaymentInput): Promise<ConfirmPaymentOutput> {
    const output = await this.record(input);
    if (output.changed) await this.outcomes.publish({ kind: 'payment-recorded', outcome: input.outcome });
    if (output.activated) await this.outcomes.publish({ kind: 'page-activated', memoryId: input.memoryId });
    return output;
  }

  private record(input: ConfirmPaymentInput): Promise<ConfirmPaymentOutput> {
    // Another notification (or support) may change the memory first: then decide again on what it says now.
    return retryOnConcurrentUpdate(async () => {
      const memory = await this.repository.findById(input.memoryId);
      if (!memory) throw new MemoryNotFoundError();
      const now = this.clock.now();
      const statusBefore = memory.status;
      const changed = memory.recordPayment(input.paymentId, input.outcome, now, input.method ?? null);
      if (!changed) return { changed, status: memory.status, activated: false, paymentId: memory.paymentId };
      const activated = memory.status === 'active' && statusBefore !== 'active';
      await this.repository.update(memory, activated ? pageEmail(memory, 'activated', now) : undefined);
      return { changed, status: memory.status, activated, paymentId: memory.paymentId };
    });
  }
}
