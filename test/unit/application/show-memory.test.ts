import { describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { UndeliverableEmailError } from '../../../src/application/ports/mailer.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { ShowMemory } from '../../../src/application/support/show-memory.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryRecipientDeliveries } from '../../support/fakes/in-memory-recipient-deliveries.js';
import { InMemoryFutureLetters } from '../../support/fakes/in-memory-future-letters.js';
import { InMemoryPageQuestions } from '../../support/fakes/in-memory-page-questions.js';
import type { Email } from '../../../src/domain/memory/email.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';

const ORIGIN = 'https://memories.example';
const MINUTE = 60_000;

async function setup(...memories: Memory[]) {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  for (const memory of memories) await repository.add(memory);
  const clock = new FixedClock(NOW);
  const links = new MemoryLinks(ORIGIN);
  const mailer = new RecordingMailer();
  const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 3, leaseMs: 60_000, batchSize: 10 };
  // The real worker renders (and so derives tokens for) every e-mail it sends: what support sees must still hold none.
  const deliver = new DeliverQueuedEmails(
    outbox,
    repository,
    mailer,
    new PageLinksEmailBuilder(links, new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES),
    clock,
    policy,
  );
  const show = new ShowMemory(repository, outbox, links, clock);
  return { outbox, repository, clock, mailer, deliver, show };
}

describe('ShowMemory (support CLI: show one page)', () => {
  it('shows the page in full', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active', details: { message: 'Te amo.' } }));
    await expect(ctx.show.execute({ id: 'm1' })).resolves.toEqual({
      id: 'm1',
      yourName: 'Ana Júlia',
      lovedName: 'João',
      email: 'ana@example.com',
      plan: 'premium',
      status: 'active',
      availability: 'public',
      publicUrl: `${ORIGIN}/ana-julia-e-joao/m1`,
      createdAt: NOW,
      updatedAt: NOW,
      paidAt: NOW,
      endsAt: null,
      paymentId: 'pay-m1',
      paymentOutcome: 'approved',
      photoCount: 2,
      editLinkVersion: 1,
      message: 'Te amo.',
      datingSince: '2021-06-12T20:30',
      youtube: expect.stringContaining('dQw4w9WgXcQ'),
      photos: ['/uploads/m1/a.webp', '/uploads/m1/b.webp'],
      revealAt: null,
      sealed: false,
      story: [],
      storyShown: true,
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
      orders: [],
      notice: null,
      emails: [],
      voice: null,
    });
  });

  it('shows the voice message a Pra Sempre page keeps ("Um áudio seu")', async () => {
    const page = aMemory({ id: 'm1', status: 'active', details: { plan: 'premium' } });
    page.keepVoice('/uploads/m1/0123456789abcdef.m4a', new Date('2026-03-11T00:00:00.000Z'));
    const ctx = await setup(page);
    await expect(ctx.show.execute({ id: 'm1' })).resolves.toMatchObject({ voice: '/uploads/m1/0123456789abcdef.m4a' });
  });

  it('shows when a page with a reveal date opens, and whether it is still closed', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active', details: { revealAt: '2026-06-12T00:00' } }));
    await expect(ctx.show.execute({ id: 'm1' })).resolves.toMatchObject({ revealAt: new Date('2026-06-12T03:00:00.000Z'), sealed: true });
    ctx.clock.set('2026-06-12T03:00:00.000Z');
    await expect(ctx.show.execute({ id: 'm1' })).resolves.toMatchObject({ sealed: false });
  });

  it('shows a page in any status, with who may see it now', async () => {
    const ctx = await setup(
      aMemory({ id: 'pending', status: 'pending_payment' }),
      aMemory({ id: 'suspended', status: 'suspended' }),
      aMemory({ id: 'expired', details: { plan: 'basic' }, status: 'expired' }),
    );
    await expect(ctx.show.execute({ id: 'pending' })).resolves.toMatchObject({ status: 'pending_payment', availability: 'not-found', paidAt: null });
    await expect(ctx.show.execute({ id: 'suspended' })).resolves.toMatchObject({
      status: 'suspended',
      availability: 'suspended',
      paymentOutcome: 'reversed',
    });
    await expect(ctx.show.execute({ id: 'expired' })).resolves.toMatchObject({ status: 'expired', availability: 'expired', youtube: null });
  });

  it('lists the e-mails about the page, oldest first, with how their delivery went, and no e-mail about other pages', async () => {
    const ctx = await setup(
      aMemory({ id: 'm1', status: 'active' }),
      aMemory({ id: 'm10', status: 'active' }),
      aMemory({ id: 'other', details: { email: 'bia@example.com' }, status: 'active' }),
    );
    const activated = await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'activated', memoryIds: ['m1'] }, NOW);
    await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'activated', memoryIds: ['m10'] }, NOW);
    await ctx.outbox.enqueue({ to: 'bia@example.com', reason: 'activated', memoryIds: ['other'] }, NOW);
    await ctx.deliver.execute();

    ctx.clock.advance(MINUTE);
    const refused = await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'resend', memoryIds: ['m10', 'm1'] }, ctx.clock.now());
    ctx.mailer.failNext = new UndeliverableEmailError('550 mailbox unavailable');
    await ctx.deliver.execute();

    ctx.clock.advance(MINUTE);
    const waiting = await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'resend', memoryIds: ['m1'] }, ctx.clock.now());

    const { emails } = await ctx.show.execute({ id: 'm1' });
    expect(emails).toEqual([
      {
        id: activated,
        to: 'ana@example.com',
        reason: 'activated',
        memoryIds: ['m1'],
        status: 'done',
        attempts: 1,
        createdAt: NOW,
        nextAttemptAt: null,
        finishedAt: NOW,
        lastError: null,
      },
      {
        id: refused,
        to: 'ana@example.com',
        reason: 'resend',
        memoryIds: ['m10', 'm1'],
        status: 'failed',
        attempts: 1,
        createdAt: new Date(NOW.getTime() + MINUTE),
        nextAttemptAt: null,
        finishedAt: new Date(NOW.getTime() + MINUTE),
        lastError: expect.stringContaining('550'),
      },
      {
        id: waiting,
        to: 'ana@example.com',
        reason: 'resend',
        memoryIds: ['m1'],
        status: 'pending',
        attempts: 0,
        createdAt: new Date(NOW.getTime() + 2 * MINUTE),
        nextAttemptAt: new Date(NOW.getTime() + 2 * MINUTE),
        finishedAt: null,
        lastError: null,
      },
    ]);
    expect((await ctx.show.execute({ id: 'm10' })).emails.map((email) => email.memoryIds)).toEqual([['m10'], ['m10', 'm1']]);
  });

  it('never shows anything token-like, even after e-mails with edit links went out and a link was revoked', async () => {
    const memory = aMemory({ id: 'm1', status: 'active' });
    memory.revokeEditLinks(NOW);
    const ctx = await setup(memory);
    await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'resend', memoryIds: ['m1'] }, NOW);
    await ctx.deliver.execute();
    expect(ctx.mailer.sent[0]?.pages[0]?.editUrl).toContain('token-m1-v2');

    const shown = await ctx.show.execute({ id: 'm1' });
    expect(shown.editLinkVersion).toBe(2);
    expect(shown.emails).toHaveLength(1);
    expect(JSON.stringify(shown)).not.toContain('token-');
    expect(Object.keys(shown)).not.toContain('editTokenVersion');
    expect(Object.keys(shown)).not.toContain('version');
  });

  it('rejects an unknown id with memory.not-found', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    await expect(ctx.show.execute({ id: 'nope' })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.show.execute({ id: 'm' })).rejects.toMatchObject({ code: 'memory.not-found' });
  });

  it('changes nothing', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'resend', memoryIds: ['m1'] }, NOW);
    const before = { rows: ctx.repository.all(), tasks: ctx.outbox.all() };
    await ctx.show.execute({ id: 'm1' });
    expect({ rows: ctx.repository.all(), tasks: ctx.outbox.all() }).toEqual(before);
  });

  describe('with the deliveries on the day wired', () => {
    const ASKED = new Date(NOW.getTime() - 10 * MINUTE);
    const RECIPIENT = 'joao.silva@example.com' as Email;
    const withDeliveries = async (...memories: Memory[]) => {
      const ctx = await setup(...memories);
      const deliveries = new InMemoryRecipientDeliveries(ctx.outbox, ctx.repository);
      const links = new MemoryLinks(ORIGIN);
      const show = new ShowMemory(ctx.repository, ctx.outbox, links, ctx.clock, undefined, undefined, undefined, undefined, undefined, deliveries);
      return { ...ctx, deliveries, show };
    };

    it.each([
      ['scheduled', { sentAt: null, cancelledAt: null }],
      ['sent', { sentAt: NOW, cancelledAt: null }],
      ['cancelled', { sentAt: null, cancelledAt: NOW }],
    ] as const)('shows a %s delivery with its instants and the recipient’s address masked', async (status, instants) => {
      const ctx = await withDeliveries(aMemory({ id: 'm1', status: 'active' }));
      await ctx.deliveries.save({ memoryId: 'm1', to: RECIPIENT, status, createdAt: ASKED, ...instants });

      const shown = await ctx.show.execute({ id: 'm1' });

      expect(shown.delivery).toEqual({ to: 'j•••@example.com', status, createdAt: ASKED, ...instants });
      expect(JSON.stringify(shown)).not.toContain('joao.silva');
    });

    it('says no delivery was asked for', async () => {
      const ctx = await withDeliveries(aMemory({ id: 'm1', status: 'active' }));
      await expect(ctx.show.execute({ id: 'm1' })).resolves.toMatchObject({ delivery: null });
    });

    it('masks the recipient’s address in the list of e-mails too, and only the recipient’s', async () => {
      const ctx = await withDeliveries(aMemory({ id: 'm1', status: 'active' }));
      await ctx.outbox.enqueue({ to: RECIPIENT, reason: 'delivery', memoryIds: ['m1'] }, NOW);
      await ctx.outbox.enqueue({ to: 'ana@example.com', reason: 'delivery-sent', memoryIds: ['m1'] }, NOW);

      const shown = await ctx.show.execute({ id: 'm1' });

      expect(shown.emails.map((email) => [email.reason, email.to])).toEqual([
        ['delivery', 'j•••@example.com'],
        ['delivery-sent', 'ana@example.com'],
      ]);
      expect(JSON.stringify(shown)).not.toContain('joao.silva');
    });
  });

  describe('with the letters for the future wired', () => {
    const withLetters = async (...memories: Memory[]) => {
      const ctx = await setup(...memories);
      const letters = new InMemoryFutureLetters(ctx.outbox);
      const links = new MemoryLinks(ORIGIN);
      const show = new ShowMemory(
        ctx.repository,
        ctx.outbox,
        links,
        ctx.clock,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        letters,
      );
      return { ...ctx, letters, show };
    };
    const letter = (id: string, opensOn: string, openedAt: Date | null) => ({
      memoryId: 'm1',
      id,
      title: `Carta ${id}`,
      text: `O segredo da carta ${id}`,
      opensOn,
      createdAt: new Date(NOW.getTime() - 10 * MINUTE),
      openedAt,
    });

    it("shows the page's letters in opening order, each with its day, title and whether it was opened, never its text", async () => {
      const ctx = await withLetters(aMemory({ id: 'm1', status: 'active' }), aMemory({ id: 'm2', status: 'active' }));
      await ctx.letters.add(letter('l1', '2027-07-12', null), 12);
      await ctx.letters.add(letter('l2', '2026-01-01', NOW), 12);
      await ctx.letters.add({ ...letter('l3', '2026-02-02', null), memoryId: 'm2' }, 12);

      const shown = await ctx.show.execute({ id: 'm1' });

      expect(shown.letters).toEqual([
        { id: 'l2', title: 'Carta l2', opensOn: '2026-01-01', createdAt: new Date(NOW.getTime() - 10 * MINUTE), openedAt: NOW },
        { id: 'l1', title: 'Carta l1', opensOn: '2027-07-12', createdAt: new Date(NOW.getTime() - 10 * MINUTE), openedAt: null },
      ]);
      expect(JSON.stringify(shown)).not.toContain('segredo');
    });

    it('shows no letter on a page without', async () => {
      const ctx = await withLetters(aMemory({ id: 'm1', status: 'active' }));
      await expect(ctx.show.execute({ id: 'm1' })).resolves.toMatchObject({ letters: [] });
    });
  });

  describe('with the questions wired', () => {
    const withQuestions = async (...memories: Memory[]) => {
      const ctx = await setup(...memories);
      const questions = new InMemoryPageQuestions(ctx.outbox);
      // The seven stores between the clock and the questions are not wired.
      const unwired = [undefined, undefined, undefined, undefined, undefined, undefined, undefined] as const;
      const show = new ShowMemory(ctx.repository, ctx.outbox, new MemoryLinks(ORIGIN), ctx.clock, ...unwired, questions);
      return { ...ctx, questions, show };
    };
    const ALERTED = new Date(NOW.getTime() - 10 * MINUTE);

    it("shows the page's question, its hint and when the buyer was last alerted, never the answer's hash", async () => {
      const ctx = await withQuestions(aMemory({ id: 'm1', status: 'active' }));
      await ctx.questions.save({ memoryId: 'm1', question: 'Onde foi nosso primeiro beijo?', hint: 'Tinha chuva', answerHash: 'secret-hash' });
      const email = { to: 'ana@example.com', reason: 'question-tries' as const, memoryIds: ['m1'] };
      await ctx.questions.recordWrongAnswer('m1', 'client', ALERTED, new Date(0), { email: { email, at: ALERTED }, alertedBefore: ALERTED });

      const shown = await ctx.show.execute({ id: 'm1' });

      expect(shown.question).toEqual({ question: 'Onde foi nosso primeiro beijo?', hint: 'Tinha chuva', alertedAt: ALERTED });
      expect(JSON.stringify(shown)).not.toContain('secret-hash');
    });

    it('says a page has no question', async () => {
      const ctx = await withQuestions(aMemory({ id: 'm1', status: 'active' }));
      await expect(ctx.show.execute({ id: 'm1' })).resolves.toMatchObject({ question: null });
    });
  });
});
