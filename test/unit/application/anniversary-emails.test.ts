import { describe, expect, it } from 'vitest';
import { AnniversaryEmailBuilder } from '../../../src/application/anniversaries/anniversary-email-builder.js';
import { SendAnniversaryEmails } from '../../../src/application/anniversaries/send-anniversary-emails.js';
import { TurnOffAnniversaryEmails } from '../../../src/application/anniversaries/turn-off-anniversary-emails.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { AnniversaryEmailTokens } from '../../../src/application/ports/anniversary-email-tokens.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryAnniversaryEmails } from '../../support/fakes/in-memory-anniversary-emails.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';

const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 2, leaseMs: 60_000, batchSize: 10 };
const ORIGIN = 'https://memories.example';
/** The pages below started on 12 June 2021 (São Paulo); they were bought on 10 March 2026. */
const STARTED = '2021-06-12T20:30';
/** 00:10 on 12 June 2026 in São Paulo: the fifth anniversary has begun. */
const ANNIVERSARY = new Date('2026-06-12T03:10:00.000Z');

const tokens: AnniversaryEmailTokens = { issue: (id) => `signed-${id}`, matches: (id, token) => token === `signed-${id}` };

async function setup(now: Date = ANNIVERSARY) {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  const anniversaries = new InMemoryAnniversaryEmails(outbox);
  const clock = new FixedClock(now);
  const links = new MemoryLinks(ORIGIN);
  const mailer = new RecordingMailer();
  const editTokens = new FakeEditTokens();
  const pageLinks = new PageLinksEmailBuilder(links, editTokens, new FakeQrCodeRenderer(), SPEC_PRICES);
  const builder = new AnniversaryEmailBuilder(links, editTokens, anniversaries, tokens);
  const deliver = new DeliverQueuedEmails(outbox, repository, mailer, pageLinks, clock, policy, undefined, builder);
  const paid = { status: 'active' } as const;
  await repository.add(aMemory({ id: 'premium1', details: { datingSince: STARTED }, ...paid }));
  await repository.add(
    aMemory({ id: 'basic001', details: { datingSince: STARTED, plan: 'basic', youtube: null, email: 'bia@example.com' }, ...paid }),
  );
  await repository.add(aMemory({ id: 'otherday', details: { datingSince: '2021-06-20' }, ...paid }));
  await repository.add(aMemory({ id: 'unpaid01', details: { datingSince: STARTED } }));
  return {
    outbox,
    repository,
    anniversaries,
    clock,
    mailer,
    deliver,
    send: new SendAnniversaryEmails(repository, anniversaries, clock),
    turnOff: new TurnOffAnniversaryEmails(repository, anniversaries, tokens, clock),
  };
}

describe('SendAnniversaryEmails and the yearly anniversary e-mail', () => {
  it('queues one e-mail per paid page online whose yearly anniversary is today, and never a second one', async () => {
    const ctx = await setup();
    await expect(ctx.send.execute()).resolves.toEqual({
      queued: [
        { id: 'basic001', years: 5 },
        { id: 'premium1', years: 5 },
      ],
    });
    ctx.clock.advance(60 * 60_000);
    await expect(ctx.send.execute()).resolves.toEqual({ queued: [] });
    const tasks = await ctx.outbox.list();
    expect(tasks.map((task) => task.payload)).toEqual([
      { to: 'bia@example.com', reason: 'anniversary', memoryIds: ['basic001'] },
      { to: 'ana@example.com', reason: 'anniversary', memoryIds: ['premium1'] },
    ]);
  });

  it('renders the page link, a basic page’s end and renewal link, and the signed link that turns it off', async () => {
    const ctx = await setup();
    await ctx.send.execute();
    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 2 });
    const [basic, premium] = ctx.mailer.anniversaries;
    const premiumPage = (await ctx.repository.findById('premium1'))!;
    expect(premium).toEqual({
      to: 'ana@example.com',
      yourName: premiumPage.yourName,
      lovedName: premiumPage.lovedName,
      years: 5,
      publicUrl: `${ORIGIN}/${premiumPage.slug}/premium1`,
      plan: null,
      turnOffUrl: `${ORIGIN}/aviso-de-aniversario/premium1/desligar?token=signed-premium1`,
      // "Adicione o capítulo do 5º ano": the edit link, opened at the chapters.
      chapter: { year: 5, editUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/update/premium1\\?token=[^#]+#um-novo-capitulo$`)) },
    });
    expect(basic).toMatchObject({ to: 'bia@example.com', years: 5, plan: { endsAt: (await ctx.repository.findById('basic001'))!.endsAt } });
    expect(basic!.plan!.renewalUrl).toMatch(new RegExp(`^${ORIGIN}/renovar/basic001\\?chave=.+`));
  });

  it('sends nothing the day before or the day after, in São Paulo time', async () => {
    // 23:59 on 11 June in São Paulo (already 12 June in UTC), then 00:00 on 13 June.
    for (const now of [new Date('2026-06-12T02:59:00.000Z'), new Date('2026-06-13T03:00:00.000Z')]) {
      const ctx = await setup(now);
      await expect(ctx.send.execute()).resolves.toEqual({ queued: [] });
    }
  });

  it('sends nothing on a monthly anniversary', async () => {
    const ctx = await setup(new Date('2026-07-12T15:00:00.000Z'));
    await expect(ctx.send.execute()).resolves.toEqual({ queued: [] });
  });

  it('sends nothing for an ended, suspended or unpaid page, nor one before its reveal date', async () => {
    const ctx = await setup(new Date('2027-06-12T15:00:00.000Z'));
    // The basic page ended on 10 March 2027; the premium one is suspended; a new one opens only on 20 June.
    const premium = (await ctx.repository.findById('premium1'))!;
    premium.recordPayment('pay-premium1', 'reversed', new Date('2027-01-01T00:00:00.000Z'));
    await ctx.repository.update(premium);
    const sealed = aMemory({
      id: 'sealed01',
      details: { datingSince: STARTED, revealAt: '2027-06-20T00:00' },
      status: 'active',
      createdAt: new Date('2027-06-01T12:00:00.000Z'),
    });
    await ctx.repository.add(sealed);
    await expect(ctx.send.execute()).resolves.toEqual({ queued: [] });
  });

  it('celebrates 29 February on 28 February in a common year', async () => {
    const ctx = await setup(new Date('2026-02-28T15:00:00.000Z'));
    await ctx.repository.add(
      aMemory({ id: 'leapday1', details: { datingSince: '2024-02-29' }, status: 'active', createdAt: new Date('2026-01-10T12:00:00.000Z') }),
    );
    await expect(ctx.send.execute()).resolves.toEqual({ queued: [{ id: 'leapday1', years: 2 }] });
  });
});

describe('TurnOffAnniversaryEmails', () => {
  it('refuses a forged or missing link and an unknown page, changing nothing', async () => {
    const ctx = await setup();
    for (const input of [
      { id: 'premium1', token: 'forged' },
      { id: 'premium1', token: null },
      { id: 'premium1', token: 'signed-basic001' },
      { id: 'nopage00', token: 'signed-nopage00' },
    ]) {
      await expect(ctx.turnOff.check(input)).resolves.toBe('invalid-link');
      await expect(ctx.turnOff.execute(input)).resolves.toBe('invalid-link');
    }
    await expect(ctx.anniversaries.find('premium1')).resolves.toMatchObject({ emailsOff: false });
  });

  it('turns them off: no e-mail queued on the next anniversary, and one already queued is cancelled', async () => {
    const ctx = await setup();
    await ctx.send.execute();
    const link = { id: 'premium1', token: 'signed-premium1' };
    await expect(ctx.turnOff.check(link)).resolves.toBe('valid');
    await expect(ctx.turnOff.execute(link)).resolves.toBe('turned-off');
    await expect(ctx.turnOff.execute(link)).resolves.toBe('already-off');

    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 1, cancelled: 1 });
    expect(ctx.mailer.anniversaries.map((email) => email.to)).toEqual(['bia@example.com']);
    const next = new SendAnniversaryEmails(ctx.repository, ctx.anniversaries, new FixedClock(new Date('2027-06-12T15:00:00.000Z')));
    await expect(next.execute()).resolves.toEqual({ queued: [] });
  });
});
