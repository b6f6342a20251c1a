import { questionGateFor } from '../../support/fakes/in-memory-page-questions.js';
import { describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import { PageOpenedEmailBuilder } from '../../../src/application/openings/page-opened-email-builder.js';
import { RecordPageOpening } from '../../../src/application/openings/record-page-opening.js';
import { TurnOffOpeningEmails } from '../../../src/application/openings/turn-off-opening-emails.js';
import { withOpenings } from '../../../src/application/openings/owned-memory-openings.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { OpeningEmailTokens } from '../../../src/application/ports/opening-email-tokens.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { ownedMemoryView } from '../../../src/application/shared/memory-views.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import { OPENING_WINDOW_MS } from '../../../src/domain/openings/page-openings.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FakeEmailCorrectionKeys } from '../../support/fakes/fake-email-correction-keys.js';
import { FakeQrCodeRenderer } from '../../support/fakes/fake-qr-code-renderer.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageOpenings } from '../../support/fakes/in-memory-page-openings.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 2, leaseMs: 60_000, batchSize: 10 };
const ORIGIN = 'https://memories.example';

/** Signs by naming the page: enough to tell a page's link from another's. */
const tokens: OpeningEmailTokens = { issue: (id) => `signed-${id}`, matches: (id, token) => token === `signed-${id}` };

async function setup() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  const openings = new InMemoryPageOpenings(outbox);
  const clock = new FixedClock(NOW);
  const links = new MemoryLinks(ORIGIN);
  const mailer = new RecordingMailer();
  const pageLinks = new PageLinksEmailBuilder(links, new FakeEditTokens(), new FakeQrCodeRenderer(), SPEC_PRICES);
  const deliver = new DeliverQueuedEmails(outbox, repository, mailer, pageLinks, clock, policy, new PageOpenedEmailBuilder(links, openings, tokens));
  const memory = aMemory({ id: 'm1', status: 'active', emailCorrectionKeyHash: 'hash(key-of-m1)' });
  await repository.add(memory);
  await repository.add(aMemory({ id: 'unpaid1' }));
  const outcomes = new RecordingOutcomes();
  return {
    outbox,
    outcomes,
    openings,
    clock,
    mailer,
    deliver,
    memory,
    record: new RecordPageOpening(repository, openings, clock, new FakeEditTokens(), new FakeEmailCorrectionKeys(), outcomes, questionGateFor()),
    turnOff: new TurnOffOpeningEmails(repository, openings, tokens),
  };
}

describe('RecordPageOpening and the "opened" e-mail', () => {
  it('queues the first opening’s e-mail to the buyer, rendered with the first opening and a signed link to turn it off', async () => {
    const ctx = await setup();
    const slug = ctx.memory.slug;
    await expect(ctx.record.execute({ slug, id: 'm1' })).resolves.toEqual({ counted: true, first: true, emailQueued: true });
    ctx.clock.advance(OPENING_WINDOW_MS);
    await expect(ctx.record.execute({ slug, id: 'm1' })).resolves.toEqual({ counted: true, first: false, emailQueued: false });

    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 1 });
    expect(ctx.mailer.opened).toEqual([
      {
        to: ctx.memory.email,
        yourName: ctx.memory.yourName,
        lovedName: ctx.memory.lovedName,
        publicUrl: `${ORIGIN}/${slug}/m1`,
        openedAt: NOW,
        turnOffUrl: `${ORIGIN}/aviso-de-abertura/m1/desligar?token=signed-m1`,
      },
    ]);
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('does not count the buyer’s own browsers (the edit token, or the order’s key), and counts whoever else opens it', async () => {
    const ctx = await setup();
    const slug = ctx.memory.slug;
    const notCounted = { counted: false, first: false, emailQueued: false };
    await expect(ctx.record.execute({ slug, id: 'm1', proof: { orderKey: 'key-of-m1' } })).resolves.toEqual(notCounted);
    await expect(ctx.record.execute({ slug, id: 'm1', proof: { editToken: 'token-m1-v1' } })).resolves.toEqual(notCounted);
    await expect(ctx.openings.totals()).resolves.toEqual({ pagesOpened: 0, openings: 0, emailsOff: 0 });
    expect(ctx.outbox.all()).toEqual([]);
    expect(ctx.outcomes.published).toEqual([]);

    // A proof that does not match (a guess, another page's key, a revoked edit link) is no proof: the visit counts.
    await expect(ctx.record.execute({ slug, id: 'm1', proof: { orderKey: 'key-1', editToken: 'token-m1-v0' } })).resolves.toEqual({
      counted: true,
      first: true,
      emailQueued: true,
    });
    expect(ctx.outcomes.published).toEqual([{ kind: 'page-opened', memoryId: 'm1' }]);
  });

  it('is not found for an unknown page, an unpaid one or the wrong address, and counts nothing', async () => {
    const ctx = await setup();
    await expect(ctx.record.execute({ slug: ctx.memory.slug, id: 'nope' })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.record.execute({ slug: 'outro-e-nome', id: 'm1' })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.record.execute({ slug: ctx.memory.slug, id: 'unpaid1' })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.openings.totals()).resolves.toEqual({ pagesOpened: 0, openings: 0, emailsOff: 0 });
  });

  it('cancels a queued e-mail the buyer turned off before it went, and refuses a link of another page', async () => {
    const ctx = await setup();
    await ctx.record.execute({ slug: ctx.memory.slug, id: 'm1' });
    await expect(ctx.turnOff.execute({ id: 'm1', token: 'signed-m2' })).resolves.toBe('invalid-link');
    await expect(ctx.turnOff.execute({ id: 'm1', token: null })).resolves.toBe('invalid-link');
    await expect(ctx.turnOff.execute({ id: 'nope', token: 'signed-nope' })).resolves.toBe('invalid-link');
    await expect(ctx.turnOff.execute({ id: 'm1', token: 'signed-m1' })).resolves.toBe('turned-off');
    await expect(ctx.turnOff.execute({ id: 'm1', token: 'signed-m1' })).resolves.toBe('already-off');

    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 0, cancelled: 1 });
    expect(ctx.mailer.opened).toEqual([]);
  });

  it('gives the owner’s view the counts', async () => {
    const ctx = await setup();
    await ctx.record.execute({ slug: ctx.memory.slug, id: 'm1' });
    const view = await withOpenings(ownedMemoryView(ctx.memory, NOW), ctx.openings);
    expect(view.openings).toEqual({ count: 1, firstAt: NOW.toISOString(), lastAt: NOW.toISOString() });
  });
});
