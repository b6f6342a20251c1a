import { describe, expect, it } from 'vitest';
import { CorrectBuyerEmail } from '../../../src/application/buyer/correct-buyer-email.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { validMemoryDetails } from '../../../src/domain/memory/memory-details.js';
import { Memory } from '../../../src/domain/memory/memory.js';
import { FakeEmailCorrectionKeys } from '../../support/fakes/fake-email-correction-keys.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { memoryDetailsInput, NOW } from '../../support/mothers/memory.mother.js';

const MINUTE = 60 * 1000;

async function setup(options: { paid?: boolean; hash?: string } = {}) {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  const details = validMemoryDetails(memoryDetailsInput({ email: 'bia@gmial.com' }), NOW);
  const memory = Memory.create({
    id: 'm1',
    details,
    photos: ['/uploads/m1/a.webp'],
    now: NOW,
    emailCorrectionKeyHash: options.hash ?? 'hash(key-1)',
  });
  if (options.paid ?? true) memory.recordPayment('pay-1', 'approved', NOW);
  await repository.add(memory);
  const clock = new FixedClock(NOW);
  const correct = new CorrectBuyerEmail(repository, new FakeEmailCorrectionKeys(), clock);
  const email = async () => (await repository.findById('m1'))!.email;
  return { outbox, repository, clock, correct, email };
}

describe('CorrectBuyerEmail ("E-mail errado?" on the return page)', () => {
  it('moves a published page to the new address and queues its e-mail there, in one change', async () => {
    const ctx = await setup();
    ctx.clock.advance(59 * MINUTE);
    await expect(ctx.correct.execute({ id: 'm1', key: 'key-1', email: ' Bia@Gmail.com ' })).resolves.toEqual({
      email: 'bia@gmail.com',
      queued: true,
    });
    expect(await ctx.email()).toBe('bia@gmail.com');
    expect(ctx.outbox.all().map((task) => task.payload)).toEqual([{ to: 'bia@gmail.com', reason: 'activated', memoryIds: ['m1'] }]);
  });

  it('only moves an unpaid order: its payment will send the e-mail', async () => {
    const ctx = await setup({ paid: false });
    await expect(ctx.correct.execute({ id: 'm1', key: 'key-1', email: 'bia@gmail.com' })).resolves.toEqual({ email: 'bia@gmail.com', queued: false });
    expect(ctx.outbox.all()).toEqual([]);
  });

  it.each([
    ['no key', '', 'email-correction.missing', 0],
    ['a wrong key', 'key-2', 'email-correction.invalid', 0],
    ['the right key an hour later', 'key-1', 'email-correction.expired', 60],
  ])('refuses %s, changing and queueing nothing', async (_case, key, code, minutesLater) => {
    const ctx = await setup();
    ctx.clock.advance(minutesLater * MINUTE);
    await expect(ctx.correct.execute({ id: 'm1', key, email: 'bia@gmail.com' })).rejects.toMatchObject({ code });
    expect(await ctx.email()).toBe('bia@gmial.com');
    expect(ctx.outbox.all()).toEqual([]);
  });

  it('refuses an order placed without a key', async () => {
    const outbox = new InMemoryTaskQueue<OutboxEmail>();
    const repository = new InMemoryMemoryRepository(outbox);
    const details = validMemoryDetails(memoryDetailsInput(), NOW);
    await repository.add(Memory.create({ id: 'old', details, photos: ['/uploads/old/a.webp'], now: NOW }));
    const correct = new CorrectBuyerEmail(repository, new FakeEmailCorrectionKeys(), new FixedClock(NOW));
    await expect(correct.execute({ id: 'old', key: 'key-1', email: 'bia@gmail.com' })).rejects.toMatchObject({ code: 'email-correction.invalid' });
  });

  it('refuses an unknown order and an invalid address', async () => {
    const ctx = await setup();
    await expect(ctx.correct.execute({ id: 'nope', key: 'key-1', email: 'bia@gmail.com' })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.correct.execute({ id: 'm1', key: 'key-1', email: 'bia@' })).rejects.toMatchObject({ code: 'memory.email-invalid' });
    expect(await ctx.email()).toBe('bia@gmial.com');
  });
});
