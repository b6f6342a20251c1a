import { EmailCorrectionKeyInvalidError, EmailCorrectionKeyMissingError } from '../../domain/memory/email-correction.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { EmailCorrectionKeys } from '../ports/email-correction-keys.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { retryOnConcurrentUpdate } from '../shared/retry-on-concurrent-update.js';
import { pageEmail } from '../shared/queued-email.js';

export interface CorrectBuyerEmailInput {
  readonly id: string;
  /** The key the ordering browser was given with its order; empty when it has none. */
  readonly key: string;
  readonly email: string;
}

export interface CorrectBuyerEmailOutput {
  /** The address the page's e-mails go to now (normalised). */
  readonly email: string;
  /** Whether the page's e-mail was queued again to it (a published page); an unpaid order's e-mail goes there once paid. */
  readonly queued: boolean;
}

/**
 * "E-mail errado?" on the payment return page: within an hour of the order, the browser that placed it (holding the
 * key given then) corrects the buyer's address. A published page's e-mail is queued again to the new address in the same
 * transaction; an unpaid order's e-mail will go there when it is paid. Nothing changes on any refusal.
 */
export class CorrectBuyerEmail {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly keys: EmailCorrectionKeys,
    private readonly clock: Clock,
  ) {}

  async execute(input: CorrectBuyerEmailInput): Promise<CorrectBuyerEmailOutput> {
    if (input.key === '') throw new EmailCorrectionKeyMissingError();
    return retryOnConcurrentUpdate(async () => {
      const memory = await this.repository.findById(input.id);
      if (!memory) throw new MemoryNotFoundError();
      const hash = memory.emailCorrectionKeyHash;
      if (hash === null || !this.keys.matches(input.key, hash)) throw new EmailCorrectionKeyInvalidError();
      const now = this.clock.now();
      memory.correctEmail(input.email, now);
      const online = memory.availabilityAt(now) === 'public';
      await this.repository.update(memory, online ? pageEmail(memory, 'activated', now) : undefined);
      return { email: memory.email, queued: online };
    });
  }
}
