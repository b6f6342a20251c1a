import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { FollowPageLifecycle } from '../../../src/application/housekeeping/follow-page-lifecycle.js';
import { ApplyOrderPayment } from '../../../src/application/payments/apply-order-payment.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const PAID = new Date('2026-03-10T15:00:00.000Z');

async function setup() {
  const clock = new FixedClock(PAID);
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  const photos = new InMemoryPhotoStorage(() => clock.now());
  await repository.add(aMemory({ id: 'basic0000000001', status: 'active', details: { plan: 'basic' }, paidAt: PAID }));
  await repository.add(aMemory({ id: 'premium00000001', status: 'active', details: { plan: 'premium' }, paidAt: PAID }));
  photos.files.set('/uploads/basic0000000001/a.webp', new Uint8Array([1]));
  const lifecycle = new FollowPageLifecycle(repository, photos, clock);
  const reasons = async () => (await outbox.list()).map((task) => task.payload.reason);
  return {
    clock,
    outbox,
    repository,
    photos,
    lifecycle,
    reasons,
    orders: new ApplyOrderPayment(repository, clock, SPEC_PRICES, new RecordingOutcomes()),
  };
}

describe('FollowPageLifecycle', () => {
  it('queues each notice once, even with two rounds at the same time, and none for a lifetime page', async () => {
    const ctx = await setup();
    ctx.clock.set('2027-02-08T15:00:00.000Z');
    await Promise.all([ctx.lifecycle.execute(), ctx.lifecycle.execute()]);
    await ctx.lifecycle.execute();
    expect(await ctx.reasons()).toEqual(['ends-in-30-days']);
    expect((await ctx.outbox.list())[0]!.payload.memoryIds).toEqual(['basic0000000001']);
  });

  it('a dry run changes nothing; a renewal starts the notices again from the new end', async () => {
    const ctx = await setup();
    ctx.clock.set('2027-03-10T15:00:00.000Z');
    expect(await ctx.lifecycle.execute({ dryRun: true })).toEqual({ notices: [{ id: 'basic0000000001', notice: 'ended' }], removed: [] });
    expect(await ctx.reasons()).toEqual([]);
    await ctx.lifecycle.execute();
    const payment = { id: 'pay-2', memoryId: null, outcome: 'approved' as const, providerStatus: 'approved', currency: 'BRL', updatedAt: null };
    const order = { orderId: 'renewal.basic0000000001.e1', kind: 'renewal' as const, memoryId: 'basic0000000001' };
    expect(await ctx.orders.execute({ ...payment, amountCents: 1100 }, order)).toMatchObject({ result: 'mismatch' });
    expect((await ctx.repository.findById('basic0000000001'))!.status).toBe('expired');
    expect(await ctx.orders.execute({ ...payment, amountCents: 1200 }, order)).toMatchObject({ result: 'applied', changed: true });
    await ctx.lifecycle.execute();
    expect(await ctx.reasons()).toEqual(['ended', 'renewed']);
    ctx.clock.set('2028-02-09T15:00:00.000Z');
    await ctx.lifecycle.execute();
    expect(await ctx.reasons()).toEqual(['ended', 'renewed', 'ends-in-30-days']);
  });

  it('warns a week before removal, then removes the row and the photos after 90 days', async () => {
    const ctx = await setup();
    ctx.clock.set('2027-06-01T15:00:00.000Z');
    await ctx.lifecycle.execute();
    expect(await ctx.reasons()).toEqual(['removal-in-7-days']);
    ctx.clock.set('2027-06-08T14:59:59.999Z');
    expect((await ctx.lifecycle.execute()).removed).toEqual([]);
    ctx.clock.set('2027-06-08T15:00:00.000Z');
    expect((await ctx.lifecycle.execute()).removed).toEqual(['basic0000000001']);
    expect(await ctx.repository.findById('basic0000000001')).toBeNull();
    expect([...ctx.photos.files.keys()]).toEqual([]);
    expect(await ctx.repository.findById('premium00000001')).not.toBeNull();
  });
});
