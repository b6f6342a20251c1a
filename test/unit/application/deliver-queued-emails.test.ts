import { describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { UndeliverableEmailError } from '../../../src/application/ports/mailer.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { DeliveryEmailBuilder } from '../../../src/application/delivery/delivery-email-builder.js';
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

describe('DeliverQueuedEmails: the delivery on the day', () => {
  async function deliveryOutbox(withBuilder: boolean) {
    const ctx = await setup();
    const links = new MemoryLinks('https://memories.example');
    const builder = withBuilder ? new DeliveryEmailBuilder(links, new FakeQrCodeRenderer()) : undefined;
    const emails = new PageLinksEmailBuilder(links, new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES);
    const repository = new InMemoryMemoryRepository(ctx.outbox);
    await repository.add(aMemory({ id: 'm1', status: 'active' }));
    const deliver = new DeliverQueuedEmails(ctx.outbox, repository, ctx.mailer, emails, ctx.clock, policy, undefined, undefined, undefined, builder);
    await ctx.outbox.remove((await ctx.outbox.list()).map((task) => task.id));
    await ctx.outbox.enqueue({ to: 'caio@example.com', reason: 'delivery', memoryIds: ['m1'] }, NOW);
    await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'delivery-sent', memoryIds: ['m1'] }, NOW);
    return { ...ctx, deliver };
  }

  it('sends the recipient the page’s link and QR code, and the buyer the notice without it', async () => {
    const ctx = await deliveryOutbox(true);

    await expect(ctx.deliver.execute()).resolves.toEqual({ done: 2, cancelled: 0, retried: 0, failed: 0 });

    const publicUrl = 'https://memories.example/ana-julia-e-joao/m1';
    expect(ctx.mailer.deliveries).toEqual([
      { to: 'caio@example.com', kind: 'arrived', yourName: 'Ana Júlia', lovedName: 'João', publicUrl, qrCodePng: expect.any(Uint8Array) },
      { to: 'ana@example.com', kind: 'sent', yourName: 'Ana Júlia', lovedName: 'João', publicUrl, qrCodePng: null },
    ]);
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('cancels them, with a note for support, where no builder was given', async () => {
    const ctx = await deliveryOutbox(false);

    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 0, cancelled: 2 });
    expect(ctx.mailer.deliveries).toEqual([]);
  });
});
