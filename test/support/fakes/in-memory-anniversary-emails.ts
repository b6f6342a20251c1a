import {
  NO_ANNIVERSARY_EMAILS,
  type AnniversaryEmails,
  type PageAnniversaryEmails,
  type SentAnniversary,
} from '../../../src/application/ports/anniversary-emails.js';
import type { OutboxEmail, QueuedEmail } from '../../../src/application/ports/email-outbox.js';
import type { InMemoryTaskQueue } from './in-memory-task-queue.js';

/** Honours `AnniversaryEmails` like `SqlAnniversaryEmails`: one step per call, the e-mail queued with its record. */
export class InMemoryAnniversaryEmails implements AnniversaryEmails {
  private readonly sent = new Map<string, SentAnniversary[]>();
  private readonly off = new Set<string>();

  constructor(private readonly outbox: InMemoryTaskQueue<OutboxEmail>) {}

  async record(memoryId: string, years: number, email: QueuedEmail): Promise<boolean> {
    const sent = this.sent.get(memoryId) ?? [];
    if (this.off.has(memoryId) || sent.some((one) => one.years === years)) return false;
    this.sent.set(
      memoryId,
      [...sent, { years, sentAt: new Date(email.at) }].sort((a, b) => a.years - b.years),
    );
    this.outbox.enqueueNow(email.email, email.at, `anniversary-${memoryId}-${years}`);
    return true;
  }

  async find(memoryId: string): Promise<PageAnniversaryEmails> {
    const sent = this.sent.get(memoryId) ?? [];
    if (sent.length === 0 && !this.off.has(memoryId)) return NO_ANNIVERSARY_EMAILS;
    return { sent: sent.map((one) => ({ ...one })), emailsOff: this.off.has(memoryId) };
  }

  async importEmails(memoryId: string, record: PageAnniversaryEmails): Promise<boolean> {
    const sent = this.sent.get(memoryId) ?? [];
    const added = record.sent.filter((one) => !sent.some((held) => held.years === one.years));
    this.sent.set(
      memoryId,
      [...sent, ...added.map((one) => ({ ...one }))].sort((a, b) => a.years - b.years),
    );
    const turnedOff = record.emailsOff && !this.off.has(memoryId);
    if (turnedOff) this.off.add(memoryId);
    return added.length > 0 || turnedOff;
  }

  async turnEmailsOff(memoryId: string): Promise<boolean> {
    if (this.off.has(memoryId)) return false;
    this.off.add(memoryId);
    return true;
  }
}
