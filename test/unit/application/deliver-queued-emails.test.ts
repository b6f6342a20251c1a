import { describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { UndeliverableEmailError } from '../../../src/application/ports/mailer.js';
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

const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 2, leaseMs: 60_000, batchSize: 10 };

async function setup() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  await repository.add(aMemory({ id: 'm1', status: 'active' }));
  const mailer = new RecordingMailer();
  const clock = new FixedClock(NOW);
  const emails = new PageLinksEmailBuilder(new MemoryLinks('https://memories.example'), new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES);
  const deliver = new DeliverQueuedEmails(outbox, repository, mailer, emails, clock, policy);
  await outbox.enqueue({ to: 'ana@example.com', reason: 'activated', memoryIds: ['m1'] }, NOW);
  return { outbox, mailer, clock, deliver };
}

describe('DeliverQueuedEmails: the outbox worker (decisions: E-mail durable outbox)', () => {
  it('sends a due e-mail once and marks it done', async () => {
    const ctx = await setup();
    await expect(ctx.deliver.execute()).resolves.toEqual({ done: 1, cancelled: 0, retried: 0, failed: 0 });
    await ctx.deliver.execute();
    expect(ctx.mailer.sent).toHaveLength(1);
    expect((await ctx.outbox.list())[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps an e-mail the mail server refuses for good as failed, without retrying it', async () => {
    const ctx = await setup();
    ctx.mailer.failNext = new UndeliverableEmailError('550 5.1.1 mailbox unavailable');
    await expect(ctx.deliver.execute()).resolves.toMatchObject({ failed: 1 });
    expect((await ctx.outbox.list())[0]).toMatchObject({ status: 'failed', lastError: expect.stringContaining('550') });
    ctx.clock.advance(24 * 60 * 60 * 1000);
    await ctx.deliver.execute();
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('sends a failed e-mail once support puts it back in the queue', async () => {
    const ctx = await setup();
    ctx.mailer.failNext = new UndeliverableEmailError('550 mailbox full');
    await ctx.deliver.execute();
    await expect(ctx.outbox.requeueFailed(ctx.clock.now())).resolves.toBe(1);
    await ctx.deliver.execute();
    expect(ctx.mailer.sent).toHaveLength(1);
  });
});
