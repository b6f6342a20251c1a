import { describe, expect, it } from 'vitest';
import { DeliverQueuedEmails, outboxDeliveryKey } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { DeliveryOptions, Mailer, PageLinksEmail } from '../../../src/application/ports/mailer.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';

const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 5, leaseMs: 60_000, batchSize: 10 };

/** Records every hand-over with its delivery options; `during` runs while an e-mail is being handed over. */
class KeyRecordingMailer implements Mailer {
  readonly sent: { to: string; deliveryKey: string | undefined }[] = [];
  failNext = 0;
  during: (() => Promise<void>) | null = null;

  async sendPageLinks(email: PageLinksEmail, options?: DeliveryOptions): Promise<void> {
    await this.during?.();
    this.sent.push({ to: email.to, deliveryKey: options?.deliveryKey });
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('421 try again later');
    }
  }

  async sendPageOpened(): Promise<void> {
    throw new Error('no "opened" e-mail is expected here');
  }

  async sendAnniversary(): Promise<void> {
    throw new Error('no anniversary e-mail is expected here');
  }

  async sendPageReply(): Promise<void> {
    throw new Error('no reply e-mail is expected here');
  }

  async sendDelivery(): Promise<void> {
    throw new Error('no delivery e-mail is expected here');
  }

  async sendLetterOpened(): Promise<void> {
    throw new Error('no letter e-mail is expected here');
  }

  async sendQuestionAlert(): Promise<void> {
    throw new Error('no question alert is expected here');
  }
}

async function setup() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  await repository.add(aMemory({ id: 'm1', status: 'active' }));
  const mailer = new KeyRecordingMailer();
  const clock = new FixedClock(NOW);
  const emails = new PageLinksEmailBuilder(new MemoryLinks('https://memories.example'), new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES);
  const deliver = new DeliverQueuedEmails(outbox, repository, mailer, emails, clock, policy);
  return { outbox, mailer, clock, deliver };
}

const email = (to: string): OutboxEmail => ({ to, reason: 'activated', memoryIds: ['m1'] });

describe('DeliverQueuedEmails: every attempt at one queued e-mail is the same e-mail', () => {
  it('hands each e-mail over with a key of its own task, the same at every attempt', async () => {
    const ctx = await setup();
    const first = await ctx.outbox.enqueue(email('ana@example.com'), NOW);
    await ctx.outbox.enqueue(email('bia@example.com'), NOW);
    ctx.mailer.failNext = 1;

    await ctx.deliver.execute();
    ctx.clock.advance(policy.baseDelayMs);
    await ctx.deliver.execute();

    const [ana, bia, anaAgain] = ctx.mailer.sent;
    expect([ana!.to, bia!.to, anaAgain!.to]).toEqual(['ana@example.com', 'bia@example.com', 'ana@example.com']);
    expect(anaAgain!.deliveryKey).toBe(ana!.deliveryKey);
    expect(bia!.deliveryKey).not.toBe(ana!.deliveryKey);
    expect(ana!.deliveryKey).toBe(outboxDeliveryKey((await ctx.outbox.findById(first))!));
    expect(ana!.deliveryKey).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/);
  });

  it('keeps the key when support puts a failed e-mail back in the queue', async () => {
    const ctx = await setup();
    const id = await ctx.outbox.enqueue(email('ana@example.com'), NOW);
    await ctx.outbox.claimDue(NOW, 1, policy.leaseMs);
    await ctx.outbox.fail(id, 'refused', NOW);
    await ctx.outbox.requeueFailed(NOW);

    await ctx.deliver.execute();

    expect(ctx.mailer.sent.map((sent) => sent.deliveryKey)).toEqual([outboxDeliveryKey((await ctx.outbox.findById(id))!)]);
  });

  it('differs between two outboxes whose tasks have the same id but were queued at other instants', () => {
    expect(outboxDeliveryKey({ id: 7, createdAt: NOW })).not.toBe(outboxDeliveryKey({ id: 7, createdAt: new Date(NOW.getTime() + 1) }));
  });

  it('claims one e-mail at a time: while one is being sent, the next is not leased yet', async () => {
    const ctx = await setup();
    await ctx.outbox.enqueue(email('ana@example.com'), NOW);
    const second = await ctx.outbox.enqueue(email('bia@example.com'), NOW);
    const secondWhileFirstSent: unknown[] = [];
    ctx.mailer.during = async () => {
      if (secondWhileFirstSent.length === 0) secondWhileFirstSent.push(await ctx.outbox.findById(second));
    };

    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 2 });

    expect(secondWhileFirstSent).toEqual([expect.objectContaining({ status: 'pending', attempts: 0, nextAttemptAt: NOW })]);
  });
});
