import { describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import { ManageOutbox } from '../../../src/application/support/manage-outbox.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const email = (to: string): OutboxEmail => ({ to, reason: 'activated', memoryIds: ['m1'] });

/** The outbox as the worker leaves it: one e-mail in each state, two failed, queued an hour apart. */
async function setup() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const clock = new FixedClock(at(10));
  const done = await outbox.enqueue(email('done@example.com'), at(0));
  const failedFirst = await outbox.enqueue(email('first@example.com'), at(1));
  const pending = await outbox.enqueue(email('waiting@example.com'), at(2));
  const cancelled = await outbox.enqueue(email('gone@example.com'), at(3));
  const failedLast = await outbox.enqueue(email('last@example.com'), at(4));
  await outbox.finish(done, at(0), 'done');
  await outbox.fail(failedFirst, '550 mailbox unavailable', at(5));
  await outbox.finish(cancelled, at(3), 'cancelled');
  await outbox.fail(failedLast, '553 no such domain', at(6));
  const manage = new ManageOutbox(outbox, clock);
  const status = async (id: number) => (await outbox.findById(id))?.status;
  return { outbox, clock, manage, status, ids: { done, failedFirst, pending, cancelled, failedLast } };
}

describe('ManageOutbox (support CLI: e-mails waiting or failed)', () => {
  it("shows the recipient's address of a delivery on the day masked, the buyer's whole", async () => {
    const outbox = new InMemoryTaskQueue<OutboxEmail>();
    await outbox.enqueue({ to: 'theo.silva@example.com', reason: 'delivery', memoryIds: ['m1'] }, at(0));
    await outbox.enqueue({ to: 'ana@example.com', reason: 'delivery-sent', memoryIds: ['m1'] }, at(0));
    const listed = await new ManageOutbox(outbox, new FixedClock(at(1))).listUnsent();
    expect(listed.map((view) => view.to)).toEqual(['t•••@example.com', 'ana@example.com']);
  });

  it('lists pending and failed e-mails oldest first, with how their delivery went', async () => {
    const ctx = await setup();
    await expect(ctx.manage.listUnsent()).resolves.toEqual([
      {
        id: ctx.ids.failedFirst,
        to: 'first@example.com',
        reason: 'activated',
        memoryIds: ['m1'],
        status: 'failed',
        attempts: 0,
        createdAt: at(1),
        nextAttemptAt: null,
        finishedAt: at(5),
        lastError: expect.stringContaining('550'),
      },
      {
        id: ctx.ids.pending,
        to: 'waiting@example.com',
        reason: 'activated',
        memoryIds: ['m1'],
        status: 'pending',
        attempts: 0,
        createdAt: at(2),
        nextAttemptAt: at(2),
        finishedAt: null,
        lastError: null,
      },
      expect.objectContaining({ id: ctx.ids.failedLast, to: 'last@example.com', status: 'failed', lastError: expect.stringContaining('553') }),
    ]);
  });

  it('lists nothing when everything was sent', async () => {
    const outbox = new InMemoryTaskQueue<OutboxEmail>();
    const id = await outbox.enqueue(email('ana@example.com'), NOW);
    await outbox.finish(id, NOW, 'done');
    await expect(new ManageOutbox(outbox, new FixedClock(NOW)).listUnsent()).resolves.toEqual([]);
  });

  it('puts every failed e-mail back in the queue, due now, and leaves the others alone', async () => {
    const ctx = await setup();
    const before = ctx.outbox.all();

    await expect(ctx.manage.retryFailed()).resolves.toBe(2);

    for (const id of [ctx.ids.failedFirst, ctx.ids.failedLast]) {
      expect(await ctx.outbox.findById(id)).toMatchObject({ status: 'pending', nextAttemptAt: at(10), finishedAt: null });
    }
    for (const id of [ctx.ids.done, ctx.ids.pending, ctx.ids.cancelled]) {
      expect(await ctx.outbox.findById(id)).toEqual(before.find((task) => task.id === id));
    }
    expect((await ctx.manage.listUnsent()).map((view) => view.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('puts back only the failed e-mails named', async () => {
    const ctx = await setup();
    await expect(ctx.manage.retryFailed([ctx.ids.failedLast])).resolves.toBe(1);
    expect(await ctx.status(ctx.ids.failedLast)).toBe('pending');
    expect(await ctx.status(ctx.ids.failedFirst)).toBe('failed');
  });

  it('puts back nothing for ids that are not failed or do not exist', async () => {
    const ctx = await setup();
    const before = ctx.outbox.all();
    await expect(ctx.manage.retryFailed([ctx.ids.done, ctx.ids.pending, ctx.ids.cancelled, 999])).resolves.toBe(0);
    await expect(ctx.manage.retryFailed([])).resolves.toBe(0);
    expect(ctx.outbox.all()).toEqual(before);
  });

  it('a failed e-mail put back is sent by the outbox worker', async () => {
    const ctx = await setup();
    const repository = new InMemoryMemoryRepository(ctx.outbox);
    await repository.add(aMemory({ id: 'm1', status: 'active', createdAt: at(0) }));
    const mailer = new RecordingMailer();
    const builder = new PageLinksEmailBuilder(
      new MemoryLinks('https://memories.example'),
      new FakeEditTokens(),
      new FakeQrCodeRenderer(),
      SPEC_PRICES,
    );
    const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 3, leaseMs: 60_000, batchSize: 10 };
    const deliver = new DeliverQueuedEmails(ctx.outbox, repository, mailer, builder, ctx.clock, policy);

    await ctx.manage.retryFailed([ctx.ids.failedFirst]);
    await deliver.execute();

    expect(mailer.sent.map((sent) => sent.to).sort()).toEqual(['first@example.com', 'waiting@example.com']);
    expect(await ctx.status(ctx.ids.failedFirst)).toBe('done');
    expect(await ctx.status(ctx.ids.failedLast)).toBe('failed');
  });
});
