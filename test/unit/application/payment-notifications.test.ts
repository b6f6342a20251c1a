import { describe, expect, it } from 'vitest';
import { CheckPaymentNotifications } from '../../../src/application/payments/check-payment-notifications.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { PaymentProviderUnavailableError } from '../../../src/application/ports/payment-gateway.js';
import type { PaymentNotification } from '../../../src/application/ports/payment-notifications.js';
import { ReceivePaymentNotification } from '../../../src/application/payments/receive-payment-notification.js';
import { ReconcilePendingPayments } from '../../../src/application/payments/reconcile-pending-payments.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { InMemoryStartedOrders } from '../../support/fakes/in-memory-started-orders.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { supportNoteSentence } from '../../../src/texts/support-notes.pt-br.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';
import { providerPayments } from '../../support/provider-payments.js';

const DAY = 24 * 60 * 60 * 1000;
const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 5, leaseMs: 60_000, batchSize: 10 };

async function setup() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const inbox = new InMemoryTaskQueue<PaymentNotification>();
  const repository = new InMemoryMemoryRepository(outbox);
  const clock = new FixedClock(NOW);
  const gateway = new FakePaymentGateway();
  const outcomes = new RecordingOutcomes();
  const apply = providerPayments(repository, clock, outcomes);
  const receive = new ReceivePaymentNotification(inbox, clock);
  const check = new CheckPaymentNotifications(inbox, gateway, apply, clock, policy);
  const reconcile = new ReconcilePendingPayments(repository, gateway, apply, clock, new InMemoryStartedOrders(), outcomes);
  await repository.add(aMemory({ id: 'prem', details: { plan: 'premium' } }));
  await repository.add(aMemory({ id: 'basic', details: { plan: 'basic' } }));
  const status = async (id: string) => (await repository.findById(id))!.status;
  const emails = async () => (await outbox.list()).map((task) => task.payload);
  return { outbox, inbox, repository, clock, gateway, receive, check, reconcile, status, emails, outcomes };
}

describe('payment notifications: recorded first, then checked with the provider (decisions: Payment)', () => {
  it('activates the page the fetched payment pays for, and queues one e-mail however often it is notified', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '111', memoryId: 'prem', amountCents: 1600 });
    for (let i = 0; i < 3; i++) await ctx.receive.execute({ paymentId: '111' });
    expect(await ctx.inbox.list()).toHaveLength(1);
    await expect(ctx.check.execute()).resolves.toMatchObject({ done: 1 });
    expect(await ctx.status('prem')).toBe('active');
    await ctx.receive.execute({ paymentId: '111' });
    await ctx.check.execute();
    expect(await ctx.emails()).toEqual([{ to: 'ana@example.com', reason: 'activated', memoryIds: ['prem'] }]);
  });

  it('tells of the payment recorded and the page activated, and of a payment for no page of ours as not applied', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '111', memoryId: 'prem', amountCents: 1600 });
    ctx.gateway.report({ id: '112', memoryId: 'nopage0000000001', amountCents: 1600 });
    await ctx.receive.execute({ paymentId: '111' });
    await ctx.receive.execute({ paymentId: '112' });

    await ctx.check.execute();

    expect(ctx.outcomes.published).toEqual([
      { kind: 'payment-recorded', outcome: 'approved' },
      { kind: 'page-activated', memoryId: 'prem' },
      { kind: 'payment-not-applied', reason: 'unknown-memory' },
    ]);
  });

  it('ignores a notification that cannot name a payment', async () => {
    const ctx = await setup();
    await expect(ctx.receive.execute({ paymentId: '../../etc' })).resolves.toEqual({ recorded: false });
    expect(await ctx.inbox.list()).toEqual([]);
  });

  it.each([
    ['a wrong amount', { amountCents: 1200 }, 'não confere'],
    ['a wrong currency', { currency: 'USD' }, 'não confere'],
    ['an unknown reference', { memoryId: 'someone-else' }, 'nenhuma página'],
    ['no reference', { memoryId: null }, 'nenhuma página'],
  ])('activates nothing for %s, and keeps the notification as failed for support', async (_case, change, error) => {
    const ctx = await setup();
    ctx.gateway.report({ id: '222', memoryId: 'prem', amountCents: 1600, ...change });
    await ctx.receive.execute({ paymentId: '222' });
    await expect(ctx.check.execute()).resolves.toMatchObject({ failed: 1 });
    expect(await ctx.status('prem')).toBe('pending_payment');
    expect(await ctx.emails()).toEqual([]);
    expect((await ctx.inbox.list())[0]?.lastError).toContain(error);
  });

  it('keeps a second approved payment of a paid page as failed, naming both payments, for support to give back', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '600', memoryId: 'prem', amountCents: 1600 });
    ctx.gateway.report({ id: '601', memoryId: 'prem', amountCents: 1600 });
    await ctx.receive.execute({ paymentId: '600' });
    await ctx.check.execute();
    await ctx.receive.execute({ paymentId: '601' });
    await expect(ctx.check.execute()).resolves.toMatchObject({ failed: 1 });
    const tasks = await ctx.inbox.list();
    expect(tasks.map((task) => task.status)).toEqual(['done', 'failed']);
    expect(tasks[1]!.lastError).toBe('pagamento 601 aprovado para a página prem, que já foi paga pelo pagamento 600: devolva-o ao comprador');
    expect(await ctx.status('prem')).toBe('active');
    expect(await ctx.emails()).toHaveLength(1);
  });

  it('waits while the payment is not final', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '333', memoryId: 'basic', amountCents: 1200, outcome: 'pending', providerStatus: 'in_process' });
    await ctx.receive.execute({ paymentId: '333' });
    await expect(ctx.check.execute()).resolves.toMatchObject({ done: 1 });
    expect(await ctx.status('basic')).toBe('pending_payment');
  });

  it('cancels a notification of a payment the provider does not know', async () => {
    const ctx = await setup();
    await ctx.receive.execute({ paymentId: '404' });
    await expect(ctx.check.execute()).resolves.toMatchObject({ cancelled: 1 });
  });

  it('asks again later while the provider is down, and applies the payment once it answers', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '444', memoryId: 'basic', amountCents: 1200 });
    await ctx.receive.execute({ paymentId: '444' });
    ctx.gateway.failWith = new PaymentProviderUnavailableError('Mercado Pago answered 503');
    await expect(ctx.check.execute()).resolves.toMatchObject({ retried: 1 });
    expect(await ctx.status('basic')).toBe('pending_payment');
    ctx.gateway.failWith = null;
    ctx.clock.advance(1000);
    await expect(ctx.check.execute()).resolves.toMatchObject({ done: 1 });
    expect(await ctx.status('basic')).toBe('active');
  });

  it('suspends a published page whose payment is refunded; a late approval does not bring it back', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '555', memoryId: 'prem', amountCents: 1600 });
    await ctx.receive.execute({ paymentId: '555' });
    await ctx.check.execute();
    ctx.gateway.report({ id: '555', memoryId: 'prem', amountCents: 1600, outcome: 'reversed', providerStatus: 'refunded' });
    await ctx.receive.execute({ paymentId: '555' });
    await ctx.check.execute();
    expect(await ctx.status('prem')).toBe('suspended');
    ctx.gateway.report({ id: '555', memoryId: 'prem', amountCents: 1600 });
    await ctx.receive.execute({ paymentId: '555' });
    await ctx.check.execute();
    expect(await ctx.status('prem')).toBe('suspended');
    expect(await ctx.emails()).toHaveLength(1);
  });
});

describe('ReconcilePendingPayments: for notifications that never arrived', () => {
  it('asks about every recent unpaid page and applies what the provider reports, oldest payment first', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '10', memoryId: 'prem', amountCents: 1600, outcome: 'rejected', providerStatus: 'rejected' });
    ctx.gateway.report({ id: '11', memoryId: 'prem', amountCents: 1600 });
    const result = await ctx.reconcile.execute();
    expect(result).toEqual({
      error: null,
      orders: [],
      checked: [
        { memoryId: 'prem', statusBefore: 'pending_payment', statusAfter: 'active', payments: 2, problems: [] },
        { memoryId: 'basic', statusBefore: 'pending_payment', statusAfter: 'pending_payment', payments: 0, problems: [] },
      ].sort((a, b) => (a.memoryId < b.memoryId ? -1 : 1)),
    });
    expect(await ctx.emails()).toEqual([{ to: 'ana@example.com', reason: 'activated', memoryIds: ['prem'] }]);
    // A second run finds nothing more to do.
    expect((await ctx.reconcile.execute()).checked.map((c) => c.memoryId)).toEqual(['basic']);
  });

  it('tells how many pages asking the provider changed, and nothing when it changed none', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '11', memoryId: 'prem', amountCents: 1600 });
    ctx.gateway.report({ id: '12', memoryId: 'basic', amountCents: 1200 });
    await ctx.reconcile.execute();
    const reconciled = () => ctx.outcomes.published.filter((outcome) => outcome.kind === 'payments-reconciled');
    expect(reconciled()).toEqual([{ kind: 'payments-reconciled', count: 2 }]);

    await ctx.reconcile.execute();
    expect(reconciled()).toHaveLength(1);
  });

  it('reports a second approved payment of the same order as money to give back', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '20', memoryId: 'basic', amountCents: 1200 });
    ctx.gateway.report({ id: '21', memoryId: 'basic', amountCents: 1200 });
    const { checked } = await ctx.reconcile.execute();
    const basic = checked.find((c) => c.memoryId === 'basic')!;
    expect(basic).toMatchObject({
      statusAfter: 'active',
      problems: [{ kind: 'payment-duplicate', paymentId: '21', memoryId: 'basic', paidBy: '20' }],
    });
    expect(basic.problems.map(supportNoteSentence)).toEqual([
      'pagamento 21 aprovado para a página basic, que já foi paga pelo pagamento 20: devolva-o ao comprador',
    ]);
  });

  it('reports a payment that does not match its plan instead of applying it', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '12', memoryId: 'basic', amountCents: 1 });
    const { checked } = await ctx.reconcile.execute();
    const basic = checked.find((c) => c.memoryId === 'basic')!;
    expect(basic.statusAfter).toBe('pending_payment');
    expect(basic.problems.map(supportNoteSentence)).toEqual(['pagamento 12: 1 BRL for plan basic']);
  });

  it('leaves pages older than the window alone', async () => {
    const ctx = await setup();
    ctx.clock.advance(31 * DAY);
    expect(await ctx.reconcile.execute()).toEqual({ checked: [], orders: [], error: null });
  });

  it('asks about one page while its buyer waits, and about nothing already paid, unknown or too old', async () => {
    const ctx = await setup();
    ctx.gateway.report({ id: '13', memoryId: 'basic', amountCents: 1200 });
    await expect(ctx.reconcile.executeFor('basic')).resolves.toMatchObject({ statusBefore: 'pending_payment', statusAfter: 'active' });
    expect(ctx.outcomes.published).toContainEqual({ kind: 'payments-reconciled', count: 1 });
    await expect(ctx.reconcile.executeFor('basic')).resolves.toBeNull();
    await expect(ctx.reconcile.executeFor('nope')).resolves.toBeNull();
    ctx.clock.advance(3 * DAY);
    ctx.gateway.report({ id: '14', memoryId: 'prem', amountCents: 1600 });
    await expect(ctx.reconcile.executeFor('prem', { withinDays: 2 })).resolves.toBeNull();
    expect(await ctx.status('prem')).toBe('pending_payment');
  });

  it('stops and says so when the provider cannot be reached', async () => {
    const ctx = await setup();
    ctx.gateway.failWith = new PaymentProviderUnavailableError('timeout');
    const result = await ctx.reconcile.execute();
    expect(result.checked).toEqual([]);
    expect(result.error).toContain('timeout');
  });
});
