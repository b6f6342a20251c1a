import { describe, expect, it } from 'vitest';
import { ReconcilePendingPayments } from '../../../src/application/payments/reconcile-pending-payments.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { StartPageOrder } from '../../../src/application/renewal/start-page-order.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryStartedOrders } from '../../support/fakes/in-memory-started-orders.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { supportNoteSentence } from '../../../src/texts/support-notes.pt-br.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';
import { providerPayments } from '../../support/provider-payments.js';

const DAY = 24 * 60 * 60 * 1000;

async function setup() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  const clock = new FixedClock(NOW);
  const gateway = new FakePaymentGateway();
  const started = new InMemoryStartedOrders();
  const editTokens = new FakeEditTokens();
  const outcomes = new RecordingOutcomes();
  const apply = providerPayments(repository, clock, outcomes);
  const reconcile = new ReconcilePendingPayments(repository, gateway, apply, clock, started, outcomes);
  const start = new StartPageOrder(repository, editTokens, gateway, started, clock, SPEC_PRICES);
  await repository.add(aMemory({ id: 'basicpage0000001', status: 'active', details: { plan: 'basic' } }));
  const memory = (await repository.findById('basicpage0000001'))!;
  const credentials = { id: memory.id, editToken: editTokens.issue(memory.id, memory.editTokenVersion) };
  const reasons = async () => (await outbox.list()).map((task) => task.payload.reason);
  return { repository, clock, gateway, started, reconcile, start, credentials, reasons, outcomes };
}

describe('ReconcilePendingPayments: renewals and upgrades whose notification never arrived', () => {
  it('records the order when its checkout opens, then applies its payment once and stops asking', async () => {
    const ctx = await setup();
    const { orderId } = await ctx.start.execute({ ...ctx.credentials, kind: 'renewal' });
    await ctx.start.execute({ ...ctx.credentials, kind: 'renewal' });
    expect(await ctx.started.ofMemory('basicpage0000001')).toEqual([{ orderId, kind: 'renewal', memoryId: 'basicpage0000001', startedAt: NOW }]);
    ctx.clock.advance(DAY);
    expect((await ctx.reconcile.execute()).orders).toEqual([
      { orderId, memoryId: 'basicpage0000001', kind: 'renewal', applied: false, payments: 0, problems: [] },
    ]);
    ctx.gateway.report({ id: '31', memoryId: orderId, amountCents: 1200 });

    expect((await ctx.reconcile.execute()).orders).toEqual([
      { orderId, memoryId: 'basicpage0000001', kind: 'renewal', applied: true, payments: 1, problems: [] },
    ]);
    expect((await ctx.reconcile.execute()).orders).toEqual([]);
    expect((await ctx.repository.findById('basicpage0000001'))!.endsAt).toEqual(new Date('2028-03-10T15:00:00.000Z'));
    expect(await ctx.reasons()).toEqual(['renewed']);
    expect(ctx.outcomes.published).toEqual([
      { kind: 'payment-recorded', outcome: 'approved' },
      { kind: 'page-activated', memoryId: 'basicpage0000001' },
      { kind: 'payments-reconciled', count: 1 },
    ]);
  });

  it('reports a payment of another amount, and leaves orders started more than 30 days ago alone', async () => {
    const ctx = await setup();
    const { orderId } = await ctx.start.execute({ ...ctx.credentials, kind: 'upgrade' });
    ctx.gateway.report({ id: '41', memoryId: orderId, amountCents: 300 });
    const { orders } = await ctx.reconcile.execute();
    expect(orders).toEqual([
      {
        orderId,
        memoryId: 'basicpage0000001',
        kind: 'upgrade',
        applied: false,
        payments: 1,
        problems: [{ kind: 'payment-price-problem', paymentId: '41', detail: '300 BRL for upgrade (400 BRL)' }],
      },
    ]);
    expect(orders[0]!.problems.map(supportNoteSentence)).toEqual(['pagamento 41: 300 BRL for upgrade (400 BRL)']);
    expect(ctx.outcomes.published).toEqual([{ kind: 'payment-not-applied', reason: 'mismatch' }]);
    ctx.clock.advance(31 * DAY);
    expect((await ctx.reconcile.execute()).orders).toEqual([]);
    expect((await ctx.reconcile.execute({ ordersWithinDays: 40 })).orders).toHaveLength(1);
  });
});
