import { Email } from '../../domain/memory/email.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { Clock } from '../ports/clock.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { queuedEmail } from '../shared/queued-email.js';

export interface ResendQrCodeEmailInput {
  readonly email: string;
}

export interface ResendQrCodeEmailOutput {
  /** How many pages the queued e-mail lists; zero means no e-mail was queued. Never shown to the public. */
  readonly pagesQueued: number;
  /** The address it goes to, the pages it lists and its id in the outbox; null when nothing was queued. */
  readonly queued: { readonly to: string; readonly memoryIds: readonly string[]; readonly emailId: number } | null;
}

/**
 * Queues one e-mail listing every page of that address that is online now (or one page, for support); the outbox
 * worker sends it, rendered with the edit link valid then.
 */
export class ResendQrCodeEmail {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly outbox: EmailOutbox,
    private readonly clock: Clock,
  ) {}

  async execute(input: ResendQrCodeEmailInput): Promise<ResendQrCodeEmailOutput> {
    const email = Email.parse(input.email);
    const now = this.clock.now();
    const online = (await this.repository.findActiveByEmail(email)).filter((m) => m.availabilityAt(now) === 'public');
    return this.queue(email, online, now);
  }

  /** Support's resend of one page to its buyer; nothing is queued for a page that is not online. */
  async executeForPage(input: { readonly id: string }): Promise<ResendQrCodeEmailOutput> {
    const memory = await this.repository.findById(input.id);
    if (!memory) throw new MemoryNotFoundError();
    const now = this.clock.now();
    return this.queue(memory.email, memory.availabilityAt(now) === 'public' ? [memory] : [], now);
  }

  private async queue(to: string, pages: readonly Memory[], now: Date): Promise<ResendQrCodeEmailOutput> {
    if (pages.length === 0) return { pagesQueued: 0, queued: null };
    const { email, at } = queuedEmail(to, 'resend', pages, now);
    const emailId = await this.outbox.enqueue(email, at);
    return { pagesQueued: pages.length, queued: { to, memoryIds: email.memoryIds, emailId } };
  }
}
