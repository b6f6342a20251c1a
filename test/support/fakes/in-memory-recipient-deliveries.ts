import type { RecipientDelivery } from '../../../src/domain/delivery/recipient-delivery.js';
import type { OutboxEmail, QueuedEmail } from '../../../src/application/ports/email-outbox.js';
import type { MemoryRepository } from '../../../src/application/ports/memory-repository.js';
import type { RecipientDeliveries } from '../../../src/application/ports/recipient-deliveries.js';
import type { InMemoryTaskQueue } from './in-memory-task-queue.js';

/** Honours `RecipientDeliveries` like the SQL store: a page's delivery marked sent once, its e-mails queued with it. */
export class InMemoryRecipientDeliveries implements RecipientDeliveries {
  private readonly rows = new Map<string, RecipientDelivery>();

  constructor(
    private readonly outbox: InMemoryTaskQueue<OutboxEmail>,
    private readonly pages: MemoryRepository,
  ) {}

  async find(memoryId: string): Promise<RecipientDelivery | null> {
    return this.rows.get(memoryId) ?? null;
  }

  async save(delivery: RecipientDelivery): Promise<void> {
    this.rows.set(delivery.memoryId, delivery);
  }

  /** Every delivery held, for a test to compare before and after. */
  all(): readonly RecipientDelivery[] {
    return [...this.rows.values()];
  }

  async dueBy(now: Date, limit: number): Promise<string[]> {
    const due: { id: string; at: number }[] = [];
    for (const delivery of this.rows.values()) {
      const page = delivery.status === 'scheduled' ? await this.pages.findById(delivery.memoryId) : null;
      if (!page) continue;
      if (page.revealAt === null) due.push({ id: page.id, at: 0 });
      else if (page.status === 'active' && page.revealAt <= now) due.push({ id: page.id, at: page.revealAt.getTime() });
    }
    return due
      .sort((a, b) => a.at - b.at)
      .slice(0, limit)
      .map((entry) => entry.id);
  }

  async markSent(memoryId: string, at: Date, emails: readonly QueuedEmail[]): Promise<boolean> {
    const delivery = this.rows.get(memoryId);
    if (delivery?.status !== 'scheduled') return false;
    this.rows.set(memoryId, { ...delivery, status: 'sent', sentAt: new Date(at) });
    for (const { email, at: due } of emails) this.outbox.enqueueNow(email, due);
    return true;
  }
}
