import { isValidEmail, normaliseEmail } from '../../domain/memory/email.js';
import { EmailInvalidError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import type { MemoryRepository } from '../ports/memory-repository.js';

export interface ResendQrCodeEmailInput {
  readonly email: string;
}

export interface ResendQrCodeEmailOutput {
  /** How many pages the queued e-mail lists; zero means no e-mail was queued. Never shown to the public. */
  readonly pagesQueued: number;
}

/** Queues one e-mail listing every page of that address that is online now; the outbox worker sends it. */
export class ResendQrCodeEmail {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly outbox: EmailOutbox,
    private readonly clock: Clock,
  ) {}

  async execute(input: ResendQrCodeEmailInput): Promise<ResendQrCodeEmailOutput> {
    if (!isValidEmail(input.email)) throw new EmailInvalidError();
    const email = normaliseEmail(input.email);
    const now = this.clock.now();
    const online = (await this.repository.findActiveByEmail(email)).filter((m) => m.availabilityAt(now) === 'public');
    if (online.length === 0) return { pagesQueued: 0 };
    await this.outbox.enqueue({ to: email, reason: 'resend', memoryIds: online.map((m) => m.id) }, now);
    return { pagesQueued: online.length };
  }
}
