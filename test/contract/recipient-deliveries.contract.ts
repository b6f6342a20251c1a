import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelled, scheduledDelivery } from '../../src/domain/delivery/recipient-delivery.js';
import type { Memory } from '../../src/domain/memory/memory.js';
import type { OutboxEmail, QueuedEmail } from '../../src/application/ports/email-outbox.js';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { RecipientDeliveries } from '../../src/application/ports/recipient-deliveries.js';
import type { TaskQueue } from '../../src/application/ports/task-queue.js';
import { aMemory, NOW } from '../support/mothers/memory.mother.js';

export interface RecipientDeliveriesUnderTest {
  readonly deliveries: RecipientDeliveries;
  /** The pages the deliveries belong to, in the same database. */
  readonly pages: MemoryRepository;
  /** The e-mail outbox a delivery's e-mails go to. */
  readonly outbox: TaskQueue<OutboxEmail>;
  cleanup(): Promise<void>;
}

/** 12 June 2026, midnight in Brasília: the reveal date of the pages below. */
const REVEAL = new Date('2026-06-12T03:00:00.000Z');
const AFTER = new Date(REVEAL.getTime() + 1000);

const emailsOf = (id: string): QueuedEmail[] => [
  { email: { to: 'bia@example.com', reason: 'delivery', memoryIds: [id] }, at: AFTER },
  { email: { to: 'ana@example.com', reason: 'delivery-sent', memoryIds: [id] }, at: AFTER },
];

/** One specification of `RecipientDeliveries`, run against the fake and the SQL adapter on both engines. */
export function describeRecipientDeliveriesContract(name: string, factory: () => Promise<RecipientDeliveriesUnderTest>): void {
  describe(`RecipientDeliveries contract: ${name}`, () => {
    let subject: RecipientDeliveriesUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    async function pageWithDelivery(id: string, options: { status?: 'active' | 'suspended'; revealAt?: string } = {}): Promise<Memory> {
      const page = aMemory({ id, status: options.status ?? 'active', details: { revealAt: options.revealAt ?? '2026-06-12T00:00' } });
      await subject.pages.add(page);
      await subject.deliveries.save(scheduledDelivery({ memoryId: id, to: 'bia@example.com', revealAt: page.revealAt, now: NOW }));
      return page;
    }

    it('keeps a page’s delivery as saved, and its changes', async () => {
      await expect(subject.deliveries.find('page000000000001')).resolves.toBeNull();
      const page = await pageWithDelivery('page000000000001');

      const saved = await subject.deliveries.find('page000000000001');
      expect(saved).toEqual({
        memoryId: 'page000000000001',
        to: 'bia@example.com',
        status: 'scheduled',
        createdAt: NOW,
        sentAt: null,
        cancelledAt: null,
      });

      await subject.deliveries.save(cancelled(saved!, page.revealAt, NOW));
      await expect(subject.deliveries.find('page000000000001')).resolves.toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    });

    it('finds the deliveries due: scheduled, the page paid and its date reached, oldest date first', async () => {
      await pageWithDelivery('page000000000001', { revealAt: '2026-06-12T00:00' });
      await pageWithDelivery('page000000000002', { revealAt: '2026-06-11T00:00' });
      await pageWithDelivery('page000000000003', { revealAt: '2026-07-01T00:00' });
      await pageWithDelivery('page000000000004', { status: 'suspended' });
      await subject.pages.add(aMemory({ id: 'page000000000005', status: 'active', details: { revealAt: '2026-06-10T00:00' } }));

      await expect(subject.deliveries.dueBy(new Date(REVEAL.getTime() - 1), 10)).resolves.toEqual(['page000000000002']);
      await expect(subject.deliveries.dueBy(REVEAL, 10)).resolves.toEqual(['page000000000002', 'page000000000001']);
      await expect(subject.deliveries.dueBy(REVEAL, 1)).resolves.toEqual(['page000000000002']);
    });

    it('marks a delivery sent once, queueing its e-mails with it, and then finds it due no more', async () => {
      await pageWithDelivery('page000000000001');

      const marks = await Promise.all([1, 2, 3].map(() => subject.deliveries.markSent('page000000000001', AFTER, emailsOf('page000000000001'))));

      expect(marks.filter(Boolean)).toHaveLength(1);
      await expect(subject.deliveries.find('page000000000001')).resolves.toMatchObject({ status: 'sent', sentAt: AFTER });
      expect((await subject.outbox.list()).map((task) => task.payload)).toEqual(emailsOf('page000000000001').map((queued) => queued.email));
      await expect(subject.deliveries.dueBy(AFTER, 10)).resolves.toEqual([]);
      await expect(subject.deliveries.markSent('page000000000001', AFTER, emailsOf('page000000000001'))).resolves.toBe(false);
    });

    it('marks nothing sent and queues nothing for a cancelled delivery', async () => {
      const page = await pageWithDelivery('page000000000001');
      await subject.deliveries.save(cancelled((await subject.deliveries.find('page000000000001'))!, page.revealAt, NOW));

      await expect(subject.deliveries.markSent('page000000000001', AFTER, emailsOf('page000000000001'))).resolves.toBe(false);
      await expect(subject.deliveries.dueBy(AFTER, 10)).resolves.toEqual([]);
      expect(await subject.outbox.list()).toEqual([]);
    });
  });
}

/**
 * A page's removal takes its delivery and the e-mail that carried the page to its recipient, the recipient's address
 * with them; the buyer's own notice stays, as every e-mail to the buyer does. Run where the pages' store is the SQL one.
 */
export function describeRemovalWithThePage(name: string, factory: () => Promise<RecipientDeliveriesUnderTest>): void {
  describe(`RecipientDeliveries removed with the page: ${name}`, () => {
    let subject: RecipientDeliveriesUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it("forgets a page's delivery and its recipient's e-mail when the page is removed, and no other page's", async () => {
      const [page, other] = ['page000000000001', 'page000000000002'].map((id) =>
        aMemory({ id, status: 'active', details: { revealAt: '2026-06-12T00:00' } }),
      );
      for (const each of [page!, other!]) {
        await subject.pages.add(each);
        await subject.deliveries.save(scheduledDelivery({ memoryId: each.id, to: 'bia@example.com', revealAt: each.revealAt, now: NOW }));
        await subject.deliveries.markSent(each.id, AFTER, emailsOf(each.id));
      }

      await expect(subject.pages.remove(page!.id)).resolves.toBe(true);

      await expect(subject.deliveries.find(page!.id)).resolves.toBeNull();
      await expect(subject.deliveries.find(other!.id)).resolves.toMatchObject({ status: 'sent' });
      const outbox = await subject.outbox.list();
      expect(outbox.map((task) => [task.payload.memoryIds[0], task.payload.reason, task.payload.to])).toEqual([
        [page!.id, 'delivery-sent', 'ana@example.com'],
        [other!.id, 'delivery', 'bia@example.com'],
        [other!.id, 'delivery-sent', 'ana@example.com'],
      ]);
    });
  });
}
