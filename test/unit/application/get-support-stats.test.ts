import { describe, expect, it } from 'vitest';
import { GetSupportStats } from '../../../src/application/support/get-support-stats.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { PaymentNotification } from '../../../src/application/ports/payment-notifications.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

async function setup(...memories: Memory[]) {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const inbox = new InMemoryTaskQueue<PaymentNotification>();
  const repository = new InMemoryMemoryRepository(outbox);
  for (const memory of memories) await repository.add(memory);
  const stats = new GetSupportStats(repository, SPEC_PRICES, outbox, inbox);
  return { outbox, inbox, repository, stats };
}

const withPayment = (memory: Memory, paymentId: string, outcome: 'approved' | 'rejected' | 'reversed'): Memory => {
  memory.recordPayment(paymentId, outcome, NOW);
  return memory;
};

const email = (to: string): OutboxEmail => ({ to, reason: 'activated', memoryIds: ['m1'] });

describe('GetSupportStats (support CLI: the shop at a glance)', () => {
  it('shows every status, plan and queue state, zero included, for an empty shop', async () => {
    const ctx = await setup();
    await expect(ctx.stats.execute()).resolves.toEqual({
      pages: {
        pending_payment: { basic: 0, premium: 0 },
        active: { basic: 0, premium: 0 },
        expired: { basic: 0, premium: 0 },
        payment_failed: { basic: 0, premium: 0 },
        suspended: { basic: 0, premium: 0 },
      },
      revenue: { basic: { paid: 0, cents: 0 }, premium: { paid: 0, cents: 0 }, currency: 'BRL', totalCents: 0 },
      reversed: { basic: 0, premium: 0 },
      orders: { renewals: 0, upgrades: 0, refunded: 0, renewalCents: 0, upgradeCents: 0 },
      emails: { pending: 0, done: 0, failed: 0, cancelled: 0 },
      paymentNotifications: { pending: 0, done: 0, failed: 0, cancelled: 0 },
    });
  });

  it('counts pages by status and plan', async () => {
    const ctx = await setup(
      aMemory({ id: 'p1', status: 'active' }),
      aMemory({ id: 'p2', status: 'active' }),
      aMemory({ id: 'b1', details: { plan: 'basic' }, status: 'active' }),
      aMemory({ id: 'b2', details: { plan: 'basic' }, status: 'expired' }),
      aMemory({ id: 'b3', details: { plan: 'basic' }, status: 'pending_payment' }),
      aMemory({ id: 'b4', details: { plan: 'basic' }, status: 'pending_payment' }),
      aMemory({ id: 'p3', status: 'payment_failed' }),
      aMemory({ id: 'p4', status: 'suspended' }),
    );
    const { pages } = await ctx.stats.execute();
    expect(pages).toEqual({
      pending_payment: { basic: 2, premium: 0 },
      active: { basic: 1, premium: 2 },
      expired: { basic: 1, premium: 0 },
      payment_failed: { basic: 0, premium: 1 },
      suspended: { basic: 0, premium: 1 },
    });
  });

  it('counts as revenue only payments approved and kept, at the price each was ordered at', async () => {
    const ctx = await setup(
      // Revenue: live pages, a basic page past its end (expiry job not run yet), an expired page and a page paid after a refusal.
      aMemory({ id: 'p1', status: 'active' }),
      aMemory({ id: 'p2', status: 'active', priceCents: 800 }),
      aMemory({ id: 'b1', details: { plan: 'basic' }, status: 'active', priceCents: 600 }),
      aMemory({ id: 'b2', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(400) }),
      aMemory({ id: 'b3', details: { plan: 'basic' }, status: 'expired' }),
      withPayment(aMemory({ id: 'b4', details: { plan: 'basic' }, status: 'payment_failed' }), 'pay-b4-retry', 'approved'),
      // Not revenue: refunded or charged back (a suspended page, an expired page refunded afterwards), never paid.
      aMemory({ id: 'p3', status: 'suspended' }),
      withPayment(aMemory({ id: 'b5', details: { plan: 'basic' }, status: 'expired' }), 'pay-b5', 'reversed'),
      aMemory({ id: 'p4', status: 'pending_payment' }),
      aMemory({ id: 'p5', status: 'payment_failed' }),
      // A reversal of an attempt that never published the page: neither revenue nor a reversal of revenue.
      withPayment(aMemory({ id: 'p6', status: 'pending_payment' }), 'pay-p6', 'reversed'),
    );

    const { pages, revenue, reversed } = await ctx.stats.execute();

    expect(pages.expired).toEqual({ basic: 2, premium: 0 });
    expect(pages.payment_failed).toEqual({ basic: 0, premium: 2 });
    expect(revenue).toEqual({
      basic: { paid: 4, cents: 600 + 3 * 1200 },
      premium: { paid: 2, cents: 800 + 1600 },
      currency: 'BRL',
      totalCents: 600 + 3 * 1200 + 800 + 1600,
    });
    expect(reversed).toEqual({ basic: 1, premium: 1 });
  });

  it('counts e-mails and payment notifications by delivery state', async () => {
    const ctx = await setup();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com']) await ctx.outbox.enqueue(email(to), NOW);
    await ctx.outbox.finish(1, NOW, 'done');
    await ctx.outbox.finish(2, NOW, 'done');
    await ctx.outbox.fail(3, '550 mailbox unavailable', NOW);
    await ctx.outbox.finish(4, NOW, 'cancelled');
    const n1 = await ctx.inbox.enqueue({ paymentId: '111' }, NOW);
    await ctx.inbox.enqueue({ paymentId: '222' }, NOW);
    await ctx.inbox.enqueue({ paymentId: '333' }, NOW);
    await ctx.inbox.fail(n1, 'nenhuma página', NOW);

    const stats = await ctx.stats.execute();

    expect(stats.emails).toEqual({ pending: 1, done: 2, failed: 1, cancelled: 1 });
    expect(stats.paymentNotifications).toEqual({ pending: 2, done: 0, failed: 1, cancelled: 0 });
  });

  it('changes nothing', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    await ctx.outbox.enqueue(email('ana@example.com'), NOW);
    const before = { rows: ctx.repository.all(), tasks: ctx.outbox.all(), notifications: ctx.inbox.all() };
    await ctx.stats.execute();
    expect({ rows: ctx.repository.all(), tasks: ctx.outbox.all(), notifications: ctx.inbox.all() }).toEqual(before);
  });
});
