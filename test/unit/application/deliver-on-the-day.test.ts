import { beforeEach, describe, expect, it } from 'vitest';
import { DeliverOnTheDay } from '../../../src/application/delivery/deliver-on-the-day.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { scheduledDelivery } from '../../../src/domain/delivery/recipient-delivery.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryRecipientDeliveries } from '../../support/fakes/in-memory-recipient-deliveries.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

/** 12 June 2026, midnight in Brasília. */
const REVEAL = new Date('2026-06-12T03:00:00.000Z');
const ID = 'page000000000001';

let clock: FixedClock;
let outbox: InMemoryTaskQueue<OutboxEmail>;
let pages: InMemoryMemoryRepository;
let deliveries: InMemoryRecipientDeliveries;
let deliver: DeliverOnTheDay;

beforeEach(() => {
  clock = new FixedClock(NOW);
  outbox = new InMemoryTaskQueue<OutboxEmail>();
  pages = new InMemoryMemoryRepository(outbox);
  deliveries = new InMemoryRecipientDeliveries(outbox, pages);
  deliver = new DeliverOnTheDay(deliveries, pages, clock);
});

/** The owner's edit of the page's reveal date alone, as the edit form sends it. */
async function moveRevealDate(page: Memory, revealAt: string): Promise<void> {
  const { message, datingSince, youtube } = page;
  page.applyEdit(page.prepareEdit({ message, datingSince, youtube, removedPhotos: [], addedCount: 0, revealAt }, NOW), [], NOW);
  await pages.update(page);
}

async function pageWithDelivery(status: 'active' | 'pending_payment' | 'suspended' = 'active'): Promise<Memory> {
  const page = aMemory({ id: ID, status, details: { revealAt: '2026-06-12T00:00' } });
  await pages.add(page);
  await deliveries.save(scheduledDelivery({ memoryId: ID, to: 'bia@example.com', revealAt: page.revealAt, now: NOW }));
  return page;
}

const queued = async () => (await outbox.list()).map((task) => task.payload);

describe('DeliverOnTheDay', () => {
  it('queues the recipient’s e-mail and the buyer’s notice at the instant the page opens, and not before', async () => {
    await pageWithDelivery();

    clock.set(new Date(REVEAL.getTime() - 1));
    await expect(deliver.execute()).resolves.toEqual({ sent: 0, cancelled: 0, held: 0 });
    expect(await queued()).toEqual([]);

    clock.set(REVEAL);
    await expect(deliver.execute()).resolves.toEqual({ sent: 1, cancelled: 0, held: 0 });
    expect(await queued()).toEqual([
      { to: 'bia@example.com', reason: 'delivery', memoryIds: [ID] },
      { to: 'ana@example.com', reason: 'delivery-sent', memoryIds: [ID] },
    ]);
    expect(await deliveries.find(ID)).toMatchObject({ status: 'sent', sentAt: REVEAL });
  });

  it('queues them once, however many rounds run, side by side or after', async () => {
    await pageWithDelivery();
    clock.set(REVEAL);

    const rounds = await Promise.all([deliver.execute(), deliver.execute(), deliver.execute()]);
    await deliver.execute();

    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    expect(await queued()).toHaveLength(2);
  });

  it('follows the reveal date as the page has it now: moved later, it waits for the new one', async () => {
    const page = await pageWithDelivery();
    const moved = new Date('2026-07-01T15:00:00.000Z');
    await moveRevealDate(page, '2026-07-01T12:00');

    clock.set(REVEAL);
    await expect(deliver.execute()).resolves.toMatchObject({ sent: 0 });
    clock.set(moved);
    await expect(deliver.execute()).resolves.toMatchObject({ sent: 1 });
  });

  it('cancels the delivery of a page whose reveal date was removed, sending nothing', async () => {
    const page = await pageWithDelivery();
    await moveRevealDate(page, '');

    await expect(deliver.execute()).resolves.toEqual({ sent: 0, cancelled: 1, held: 0 });
    expect(await deliveries.find(ID)).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    clock.set(REVEAL);
    await deliver.execute();
    expect(await queued()).toEqual([]);
  });

  it('sends nothing for a page not paid or suspended when its date comes', async () => {
    await pageWithDelivery('pending_payment');
    await pages.add(aMemory({ id: 'page000000000002', status: 'suspended', details: { revealAt: '2026-06-12T00:00' } }));
    await deliveries.save(scheduledDelivery({ memoryId: 'page000000000002', to: 'caio@example.com', revealAt: REVEAL, now: NOW }));

    clock.set(REVEAL);
    await expect(deliver.execute()).resolves.toEqual({ sent: 0, cancelled: 0, held: 0 });
    expect(await queued()).toEqual([]);
  });
});
