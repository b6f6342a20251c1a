import { describe, expect, it } from 'vitest';
import { ConfirmPayment, type ConfirmPaymentInput } from '../../../src/application/payments/confirm-payment.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { OutboxEmail, QueuedEmail } from '../../../src/application/ports/email-outbox.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { MemoryConcurrentUpdateError } from '../../../src/domain/memory/memory-errors.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const MEMORY_ID = 'mem0000000000001';
const ORIGIN = 'https://memories.example';
const APPROVED_AT = new Date('2026-03-10T15:05:00.000Z');
const PUBLIC_URL = `${ORIGIN}/ana-julia-e-joao/${MEMORY_ID}`;

/** Lets a test run another writer just before the next update reaches the store, or fail updates outright. */
class RacingRepository extends InMemoryMemoryRepository {
  beforeNextUpdate: (() => Promise<void>) | null = null;
  failingUpdates = 0;
  updates = 0;

  override async update(memory: Memory, queued?: QueuedEmail): Promise<void> {
    this.updates++;
    const race = this.beforeNextUpdate;
    this.beforeNextUpdate = null;
    if (race) await race();
    if (this.failingUpdates > 0) {
      this.failingUpdates--;
      throw new MemoryConcurrentUpdateError();
    }
    return super.update(memory, queued);
  }
}

async function setup(plan: 'basic' | 'premium' = 'basic', status: Memory['status'] = 'pending_payment') {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new RacingRepository(outbox);
  const mailer = new RecordingMailer();
  const clock = new FixedClock(APPROVED_AT);
  const outcomes = new RecordingOutcomes();
  const emails = new PageLinksEmailBuilder(new MemoryLinks(`${ORIGIN}/`), new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES);
  const confirmPayment = new ConfirmPayment(repository, clock, outcomes);
  const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 3, leaseMs: 60_000, batchSize: 10 };
  const deliver = new DeliverQueuedEmails(outbox, repository, mailer, emails, clock, policy);
  await repository.add(aMemory({ id: MEMORY_ID, details: { plan }, status, createdAt: NOW }));
  const stored = async () => (await repository.findById(MEMORY_ID))!.snapshot();
  /** What the outbox worker sends once everything queued so far is due. */
  const sent = async () => {
    await deliver.execute();
    return mailer.sent;
  };
  return { repository, outbox, mailer, clock, emails, confirmPayment, stored, sent, outcomes };
}

const payment = (outcome: ConfirmPaymentInput['outcome'], paymentId = 'pay-1'): ConfirmPaymentInput => ({
  memoryId: MEMORY_ID,
  paymentId,
  outcome,
});

describe('ConfirmPayment (decisions: Payment — activation once, e-mail once; E-mail after activation)', () => {
  it('activates a basic page for a year and sends exactly one activation e-mail with its links and QR code', async () => {
    const ctx = await setup('basic');
    await expect(ctx.confirmPayment.execute(payment('approved'))).resolves.toMatchObject({ changed: true, status: 'active' });

    const endsAt = new Date('2027-03-10T15:05:00.000Z');
    expect(await ctx.stored()).toMatchObject({ status: 'active', paymentId: 'pay-1', paidAt: APPROVED_AT, endsAt });
    expect(await ctx.sent()).toEqual([
      {
        to: 'ana@example.com',
        reason: 'activated',
        pages: [
          {
            yourName: 'Ana Júlia',
            lovedName: 'João',
            plan: 'basic',
            publicUrl: PUBLIC_URL,
            editUrl: `${ORIGIN}/update/${MEMORY_ID}?token=token-${MEMORY_ID}-v1`,
            qrCodePng: new TextEncoder().encode(`qr:${PUBLIC_URL}`),
            endsAt,
            // The receipt: the plan's price, the order (the page's id), the payment and when it was approved.
            receipt: { orderNumber: MEMORY_ID, paymentId: 'pay-1', amountCents: 1200, paidAt: APPROVED_AT, method: null },
            // The printable card and the status image, keyed like the edit link (in a namespace of their own).
            shareCards: {
              a6: `${ORIGIN}/api/share-card/${MEMORY_ID}/a6?k=token-share-card%3A${MEMORY_ID}-v1`,
              a4: `${ORIGIN}/api/share-card/${MEMORY_ID}/a4?k=token-share-card%3A${MEMORY_ID}-v1`,
              story: `${ORIGIN}/api/share-card/${MEMORY_ID}/story?k=token-share-card%3A${MEMORY_ID}-v1`,
            },
          },
        ],
      },
    ]);
  });

  it('tells that the payment was recorded and the page activated, once however often it is confirmed', async () => {
    const ctx = await setup('basic');
    await ctx.confirmPayment.execute(payment('approved'));
    await ctx.confirmPayment.execute(payment('approved'));

    expect(ctx.outcomes.published).toEqual([
      { kind: 'payment-recorded', outcome: 'approved' },
      { kind: 'page-activated', memoryId: MEMORY_ID },
    ]);
  });

  it('tells of a refusal recorded, with no page activated', async () => {
    const ctx = await setup('basic');
    await ctx.confirmPayment.execute(payment('rejected'));

    expect(ctx.outcomes.published).toEqual([{ kind: 'payment-recorded', outcome: 'rejected' }]);
  });

  it('keeps how the approved payment was made, and the activation e-mail carries it in its receipt', async () => {
    const ctx = await setup('premium');
    await ctx.confirmPayment.execute({ ...payment('approved'), method: 'card' });

    expect(await ctx.stored()).toMatchObject({ status: 'active', paymentMethod: 'card' });
    expect((await ctx.sent())[0]?.pages[0]?.receipt).toEqual({
      orderNumber: MEMORY_ID,
      paymentId: 'pay-1',
      amountCents: 1600,
      paidAt: APPROVED_AT,
      method: 'card',
    });
  });

  it('records no payment method for a refusal', async () => {
    const ctx = await setup();
    await ctx.confirmPayment.execute({ ...payment('rejected'), method: 'pix' });
    expect(await ctx.stored()).toMatchObject({ status: 'payment_failed', paymentMethod: null });
  });

  it('activates a premium page with no end date', async () => {
    const ctx = await setup('premium');
    await ctx.confirmPayment.execute(payment('approved'));
    expect(await ctx.stored()).toMatchObject({ status: 'active', endsAt: null });
    expect((await ctx.sent())[0]?.pages[0]).toMatchObject({ plan: 'premium', endsAt: null });
  });

  it('ignores a repeated approval: no second e-mail, paid date unchanged', async () => {
    const ctx = await setup();
    await ctx.confirmPayment.execute(payment('approved'));
    ctx.clock.advance(60 * 60 * 1000);
    await expect(ctx.confirmPayment.execute(payment('approved'))).resolves.toMatchObject({ changed: false, status: 'active' });
    expect(await ctx.sent()).toHaveLength(1);
    expect(await ctx.stored()).toMatchObject({ paidAt: APPROVED_AT, paymentId: 'pay-1' });
  });

  it('records a rejected payment without an e-mail', async () => {
    const ctx = await setup();
    await expect(ctx.confirmPayment.execute(payment('rejected'))).resolves.toMatchObject({ changed: true, status: 'payment_failed' });
    expect((await ctx.stored()).status).toBe('payment_failed');
    expect(await ctx.sent()).toEqual([]);
  });

  it('activates a page whose earlier payment failed when a later one is approved', async () => {
    const ctx = await setup();
    await ctx.confirmPayment.execute(payment('rejected', 'pay-1'));
    await expect(ctx.confirmPayment.execute(payment('approved', 'pay-2'))).resolves.toMatchObject({ changed: true, status: 'active' });
    expect(await ctx.stored()).toMatchObject({ status: 'active', paymentId: 'pay-2' });
    expect(await ctx.sent()).toHaveLength(1);
  });

  it('ignores a late rejection of a page that is already active', async () => {
    const ctx = await setup();
    await ctx.confirmPayment.execute(payment('approved'));
    await expect(ctx.confirmPayment.execute(payment('rejected'))).resolves.toMatchObject({ changed: false, status: 'active' });
    expect((await ctx.stored()).status).toBe('active');
    expect(await ctx.sent()).toHaveLength(1);
  });

  it('suspends an active page whose payment was reversed, without an e-mail', async () => {
    const ctx = await setup('premium', 'active');
    await expect(ctx.confirmPayment.execute(payment('reversed', `pay-${MEMORY_ID}`))).resolves.toMatchObject({ changed: true, status: 'suspended' });
    expect((await ctx.stored()).status).toBe('suspended');
    expect(await ctx.sent()).toEqual([]);
    await expect(ctx.confirmPayment.execute(payment('reversed', `pay-${MEMORY_ID}`))).resolves.toMatchObject({ changed: false, status: 'suspended' });
  });

  it.each(['pay-1', 'pay-2'])("ignores an 'approved' (%s) arriving after 'reversed': the page stays suspended, no e-mail", async (paymentId) => {
    const ctx = await setup('premium', 'active');
    await ctx.confirmPayment.execute(payment('reversed', `pay-${MEMORY_ID}`));
    const suspended = await ctx.stored();
    const updates = ctx.repository.updates;
    ctx.clock.advance(60 * 60 * 1000);

    await expect(ctx.confirmPayment.execute(payment('approved', paymentId))).resolves.toMatchObject({ changed: false, status: 'suspended' });

    expect(await ctx.stored()).toEqual(suspended);
    expect(suspended).toMatchObject({ status: 'suspended', paymentId: `pay-${MEMORY_ID}`, paidAt: NOW, endsAt: null });
    expect(ctx.repository.updates).toBe(updates);
    expect(await ctx.sent()).toEqual([]);
  });

  it('keeps a page reversed after its activation suspended when the approval is delivered again, and sends its links to nobody', async () => {
    const ctx = await setup('basic');
    await ctx.confirmPayment.execute(payment('approved'));
    await ctx.confirmPayment.execute(payment('reversed'));
    const suspended = await ctx.stored();

    await expect(ctx.confirmPayment.execute(payment('approved'))).resolves.toMatchObject({ changed: false, status: 'suspended' });

    expect(await ctx.stored()).toEqual(suspended);
    expect(suspended).toMatchObject({
      status: 'suspended',
      paymentId: 'pay-1',
      paidAt: APPROVED_AT,
      endsAt: new Date('2027-03-10T15:05:00.000Z'),
    });
    // The activation e-mail was queued once; the page was refunded before it went out, so it is cancelled.
    expect(await ctx.sent()).toEqual([]);
    expect((await ctx.outbox.list()).map((task) => task.status)).toEqual(['cancelled']);
  });

  it("ignores an 'approved' arriving for an expired page: it stays expired, no e-mail", async () => {
    const ctx = await setup('basic', 'expired');
    const expired = await ctx.stored();

    await expect(ctx.confirmPayment.execute(payment('approved', 'pay-late'))).resolves.toMatchObject({ changed: false, status: 'expired' });

    expect(await ctx.stored()).toEqual(expired);
    expect(ctx.repository.updates).toBe(0);
    expect(await ctx.sent()).toEqual([]);
  });

  it.each<['basic' | 'premium', Memory['status']]>([
    ['basic', 'pending_payment'],
    ['premium', 'pending_payment'],
    ['basic', 'payment_failed'],
  ])('keeps a %s %s page unpublished when its payment is reversed before its approval arrives', async (plan, status) => {
    const ctx = await setup(plan, status);
    await expect(ctx.confirmPayment.execute(payment('reversed'))).resolves.toMatchObject({ changed: true, status: 'payment_failed' });
    await expect(ctx.confirmPayment.execute(payment('approved'))).resolves.toMatchObject({ changed: false, status: 'payment_failed' });
    expect(await ctx.stored()).toMatchObject({ status: 'payment_failed', paymentOutcome: 'reversed', paidAt: null });
    expect(await ctx.sent()).toEqual([]);
  });

  it('queues the activation e-mail with the activation, in the same write', async () => {
    const ctx = await setup();
    await expect(ctx.confirmPayment.execute(payment('approved'))).resolves.toEqual({
      changed: true,
      status: 'active',
      activated: true,
      paymentId: 'pay-1',
    });
    expect(ctx.repository.updates).toBe(1);
    expect((await ctx.outbox.list()).map((task) => task.payload)).toEqual([{ to: 'ana@example.com', reason: 'activated', memoryIds: [MEMORY_ID] }]);
    await ctx.confirmPayment.execute(payment('approved'));
    await ctx.confirmPayment.execute(payment('approved', 'pay-2'));
    expect(await ctx.outbox.list()).toHaveLength(1);
  });

  it('sends the activation e-mail after a mail server outage, once', async () => {
    const ctx = await setup();
    await ctx.confirmPayment.execute(payment('approved'));
    ctx.mailer.failNext = new Error('connect ECONNREFUSED 127.0.0.1:25');
    expect(await ctx.sent()).toEqual([]);
    ctx.clock.advance(60 * 60 * 1000);
    expect(await ctx.sent()).toHaveLength(1);
    expect(await ctx.sent()).toHaveLength(1);
  });

  it('answers memory.not-found for an unknown memory', async () => {
    const ctx = await setup();
    await expect(ctx.confirmPayment.execute({ ...payment('approved'), memoryId: 'nope' })).rejects.toMatchObject({
      code: 'memory.not-found',
    });
    expect(await ctx.sent()).toEqual([]);
  });

  it('retries when another notification activated the page first, and the e-mail still goes out once', async () => {
    const ctx = await setup();
    const otherWriter = new ConfirmPayment(ctx.repository, ctx.clock, new RecordingOutcomes());
    ctx.repository.beforeNextUpdate = async () => {
      await otherWriter.execute(payment('approved'));
    };

    await expect(ctx.confirmPayment.execute(payment('approved'))).resolves.toMatchObject({ changed: false, status: 'active' });
    expect(ctx.repository.updates).toBe(2); // ours (lost the race) and the other writer's
    expect(await ctx.sent()).toHaveLength(1);
    expect(await ctx.stored()).toMatchObject({ status: 'active', version: 2 });
  });

  it('retries a lost update against the fresh row and then sends its one e-mail', async () => {
    const ctx = await setup();
    ctx.repository.failingUpdates = 1;
    await expect(ctx.confirmPayment.execute(payment('approved'))).resolves.toMatchObject({ changed: true, status: 'active' });
    expect(ctx.repository.updates).toBe(2);
    expect(await ctx.sent()).toHaveLength(1);
  });

  it('gives up with memory.concurrent-update after repeated conflicts and sends nothing', async () => {
    const ctx = await setup();
    ctx.repository.failingUpdates = 100;
    await expect(ctx.confirmPayment.execute(payment('approved'))).rejects.toMatchObject({ code: 'memory.concurrent-update' });
    expect(await ctx.sent()).toEqual([]);
    expect((await ctx.stored()).status).toBe('pending_payment');
  });

  it('does not turn a storage outage into a retry', async () => {
    const ctx = await setup();
    const outage = new Error('database unreachable');
    ctx.repository.beforeNextUpdate = async () => {
      throw outage;
    };
    await expect(ctx.confirmPayment.execute(payment('approved'))).rejects.toBe(outage);
    expect(ctx.repository.updates).toBe(1);
    expect(await ctx.sent()).toEqual([]);
  });
});
