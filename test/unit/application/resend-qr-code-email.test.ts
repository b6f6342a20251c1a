import { describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { ResendQrCodeEmail } from '../../../src/application/buyer/resend-qr-code-email.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';

const ORIGIN = 'https://memories.example';
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

async function setup(...memories: Memory[]) {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  for (const memory of memories) await repository.add(memory);
  const mailer = new RecordingMailer();
  const clock = new FixedClock(NOW);
  const emails = new PageLinksEmailBuilder(new MemoryLinks(ORIGIN), new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES);
  const resend = new ResendQrCodeEmail(repository, outbox, clock);
  const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 3, leaseMs: 60_000, batchSize: 10 };
  const deliver = new DeliverQueuedEmails(outbox, repository, mailer, emails, clock, policy);
  /** What the outbox worker sends of what is queued. */
  const sent = async () => {
    await deliver.execute();
    return mailer.sent;
  };
  return { repository, outbox, mailer, resend, sent };
}

describe('ResendQrCodeEmail (spec §2 Resend modal, §5 E-mail, §8; decisions: E-mail resend)', () => {
  it.each([
    ['empty', ''],
    ['missing @', 'anaexample.com'],
    ['missing dot', 'ana@example'],
    ['with a space', 'ana julia@example.com'],
  ])('an invalid address (%s) → memory.email-invalid and no e-mail', async (_case, email) => {
    const ctx = await setup(aMemory({ status: 'active' }));
    await expect(ctx.resend.execute({ email })).rejects.toMatchObject({ code: 'memory.email-invalid' });
    expect(await ctx.sent()).toEqual([]);
  });

  it('sends nothing to an unknown address', async () => {
    const ctx = await setup(aMemory({ status: 'active' }));
    await expect(ctx.resend.execute({ email: 'bia@example.com' })).resolves.toEqual({ pagesQueued: 0, queued: null });
    expect(await ctx.sent()).toEqual([]);
  });

  it('sends nothing when none of the address pages is public now', async () => {
    const ctx = await setup(
      aMemory({ id: 'pending', status: 'pending_payment' }),
      aMemory({ id: 'failed', status: 'payment_failed' }),
      aMemory({ id: 'expired', details: { plan: 'basic' }, status: 'expired' }),
      aMemory({ id: 'suspended', status: 'suspended' }),
      aMemory({ id: 'pastend', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(366) }),
    );
    await expect(ctx.resend.execute({ email: 'ana@example.com' })).resolves.toEqual({ pagesQueued: 0, queued: null });
    expect(await ctx.sent()).toEqual([]);
  });

  it('sends one e-mail listing every page of the address that is public now, whatever the case of the address', async () => {
    const ctx = await setup(
      aMemory({ id: 'premium1', status: 'active', createdAt: daysAgo(10) }),
      aMemory({ id: 'basic2', details: { plan: 'basic', lovedName: 'Bia' }, status: 'active', createdAt: daysAgo(5) }),
      aMemory({ id: 'pending', status: 'pending_payment', createdAt: daysAgo(1) }),
      aMemory({ id: 'failed', status: 'payment_failed', createdAt: daysAgo(2) }),
      aMemory({ id: 'suspended', status: 'suspended', createdAt: daysAgo(3) }),
      aMemory({ id: 'pastend', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(400) }),
      aMemory({ id: 'other', details: { email: 'bia@example.com' }, status: 'active' }),
    );

    const output = await ctx.resend.execute({ email: '  ANA@Example.COM ' });
    const [task] = await ctx.outbox.list();
    expect(output).toEqual({ pagesQueued: 2, queued: { to: 'ana@example.com', memoryIds: ['premium1', 'basic2'], emailId: task?.id } });
    expect(task?.id).toEqual(expect.any(Number));

    expect(await ctx.sent()).toHaveLength(1);
    const [email] = await ctx.sent();
    expect(email).toMatchObject({ to: 'ana@example.com', reason: 'resend' });
    expect(email!.pages).toEqual([
      {
        yourName: 'Ana Júlia',
        lovedName: 'João',
        plan: 'premium',
        publicUrl: `${ORIGIN}/ana-julia-e-joao/premium1`,
        editUrl: `${ORIGIN}/update/premium1?token=token-premium1-v1`,
        qrCodePng: new TextEncoder().encode(`qr:${ORIGIN}/ana-julia-e-joao/premium1`),
        endsAt: null,
        receipt: { orderNumber: 'premium1', paymentId: 'pay-premium1', amountCents: 1600, paidAt: daysAgo(10), method: null },
        shareCards: cardLinks('premium1'),
      },
      {
        yourName: 'Ana Júlia',
        lovedName: 'Bia',
        plan: 'basic',
        publicUrl: `${ORIGIN}/ana-julia-e-bia/basic2`,
        editUrl: `${ORIGIN}/update/basic2?token=token-basic2-v1`,
        qrCodePng: new TextEncoder().encode(`qr:${ORIGIN}/ana-julia-e-bia/basic2`),
        endsAt: new Date(daysAgo(5).getTime() + 365 * DAY),
        receipt: { orderNumber: 'basic2', paymentId: 'pay-basic2', amountCents: 1200, paidAt: daysAgo(5), method: null },
        shareCards: cardLinks('basic2'),
      },
    ]);
  });

  it('carries the current edit link after a revocation', async () => {
    const memory = aMemory({ id: 'm1', status: 'active' });
    memory.revokeEditLinks(NOW);
    const ctx = await setup(memory);
    await ctx.resend.execute({ email: 'ana@example.com' });
    expect((await ctx.sent())[0]?.pages[0]?.editUrl).toBe(`${ORIGIN}/update/m1?token=token-m1-v2`);
  });

  it('queues the e-mail durably, naming the pages and holding no token', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    await ctx.resend.execute({ email: 'ana@example.com' });
    const [task] = await ctx.outbox.list();
    expect(task).toMatchObject({ status: 'pending', payload: { to: 'ana@example.com', reason: 'resend', memoryIds: ['m1'] } });
    expect(JSON.stringify(task)).not.toContain('token');
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('leaves out a page taken offline between queueing and sending, and sends nothing when none is left', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    await ctx.resend.execute({ email: 'ana@example.com' });
    const memory = (await ctx.repository.findById('m1'))!;
    memory.recordPayment('pay-m1', 'reversed', NOW);
    await ctx.repository.update(memory);
    expect(await ctx.sent()).toEqual([]);
    expect((await ctx.outbox.list())[0]).toMatchObject({ status: 'cancelled' });
  });

  it('changes no memory', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    const before = ctx.repository.all();
    await ctx.resend.execute({ email: 'ana@example.com' });
    expect(ctx.repository.all()).toEqual(before);
  });
});

describe('ResendQrCodeEmail.executeForPage: support resends one page to its buyer', () => {
  it('queues one e-mail to the page buyer listing that page only, and says which', async () => {
    const ctx = await setup(
      aMemory({ id: 'm1', status: 'active', createdAt: daysAgo(10) }),
      aMemory({ id: 'm2', details: { lovedName: 'Bia' }, status: 'active', createdAt: daysAgo(5) }),
      aMemory({ id: 'other', details: { email: 'bia@example.com' }, status: 'active' }),
    );

    const output = await ctx.resend.executeForPage({ id: 'm2' });

    const tasks = await ctx.outbox.list();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ status: 'pending', payload: { to: 'ana@example.com', reason: 'resend', memoryIds: ['m2'] } });
    expect(output).toEqual({ pagesQueued: 1, queued: { to: 'ana@example.com', memoryIds: ['m2'], emailId: tasks[0]?.id } });
  });

  it('the worker sends it with the edit link valid when it goes out', async () => {
    const memory = aMemory({ id: 'm1', status: 'active' });
    memory.revokeEditLinks(NOW);
    const ctx = await setup(memory);

    await ctx.resend.executeForPage({ id: 'm1' });

    const sent = await ctx.sent();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ana@example.com', reason: 'resend' });
    expect(sent[0]?.pages.map((page) => page.editUrl)).toEqual([`${ORIGIN}/update/m1?token=token-m1-v2`]);
  });

  it('queues an e-mail each time support asks', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    const first = await ctx.resend.executeForPage({ id: 'm1' });
    const second = await ctx.resend.executeForPage({ id: 'm1' });
    expect(second.queued?.emailId).not.toBe(first.queued?.emailId);
    expect(await ctx.outbox.list()).toHaveLength(2);
  });

  it.each([
    ['unpaid', aMemory({ id: 'm1', status: 'pending_payment' })],
    ['whose payment failed', aMemory({ id: 'm1', status: 'payment_failed' })],
    ['expired', aMemory({ id: 'm1', details: { plan: 'basic' }, status: 'expired' })],
    ['suspended', aMemory({ id: 'm1', status: 'suspended' })],
    ['past its end before the expiry job ran', aMemory({ id: 'm1', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(366) })],
  ])('queues nothing for a page %s', async (_case, memory) => {
    const ctx = await setup(memory);
    await expect(ctx.resend.executeForPage({ id: 'm1' })).resolves.toEqual({ pagesQueued: 0, queued: null });
    expect(await ctx.outbox.list()).toEqual([]);
  });

  it('rejects an unknown id with memory.not-found and queues nothing', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    await expect(ctx.resend.executeForPage({ id: 'nope' })).rejects.toMatchObject({ code: 'memory.not-found' });
    expect(await ctx.outbox.list()).toEqual([]);
  });

  it('changes no memory', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    const before = ctx.repository.all();
    await ctx.resend.executeForPage({ id: 'm1' });
    expect(ctx.repository.all()).toEqual(before);
  });
});

/** The card links a paid page's entry carries, keyed with the fake edit tokens in the card's namespace. */
function cardLinks(id: string): Record<'a6' | 'a4' | 'story', string> {
  const link = (format: string) => `${ORIGIN}/api/share-card/${id}/${format}?k=token-share-card%3A${id}-v1`;
  return { a6: link('a6'), a4: link('a4'), story: link('story') };
}
