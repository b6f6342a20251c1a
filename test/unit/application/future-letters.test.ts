import { questionGateFor } from '../../support/fakes/in-memory-page-questions.js';
import { describe, expect, it } from 'vitest';
import { GetOwnedLetters } from '../../../src/application/letters/get-owned-letters.js';
import { GetPageLetters } from '../../../src/application/letters/get-page-letters.js';
import { LetterOpenedEmailBuilder } from '../../../src/application/letters/letter-opened-email-builder.js';
import { OpenLetter } from '../../../src/application/letters/open-letter.js';
import { RemoveLetter } from '../../../src/application/letters/remove-letter.js';
import { WriteLetter } from '../../../src/application/letters/write-letter.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryFutureLetters } from '../../support/fakes/in-memory-future-letters.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { outboxWorker } from '../../support/outbox/outbox-worker.js';

const ID = 'page000000000001';
const TOKEN = `token-${ID}-v1`;
const LETTER = { title: 'Abra quando sentir saudade', text: 'Estou aqui, sempre.', opensOn: '2026-07-12' };
/** The letter's day: 12 July 2026, midnight in São Paulo. */
const DAY = new Date('2026-07-12T03:00:00.000Z');

async function setup(options: { plan?: 'basic' | 'premium'; revealAt?: string } = {}) {
  const pages = new InMemoryMemoryRepository();
  const page = aMemory({ id: ID, status: 'active', details: { plan: options.plan ?? 'premium', revealAt: options.revealAt ?? '' } });
  await pages.add(page);
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const letters = new InMemoryFutureLetters(outbox);
  const clock = new FixedClock(NOW);
  const tokens = new FakeEditTokens();
  const links = new MemoryLinks('https://memories.example');
  const mailer = new RecordingMailer();
  const deliver = outboxWorker({ outbox, pages, mailer, clock }, { letters: new LetterOpenedEmailBuilder(links, letters) });
  return {
    page,
    letters,
    outbox,
    clock,
    mailer,
    deliver,
    write: new WriteLetter(pages, tokens, letters, new SequentialIdGenerator(), clock),
    remove: new RemoveLetter(pages, tokens, letters, clock),
    owned: new GetOwnedLetters(pages, tokens, letters, clock),
    envelopes: new GetPageLetters(pages, letters, clock, questionGateFor()),
    open: new OpenLetter(pages, letters, tokens, clock, questionGateFor()),
  };
}

describe('the owner writes letters for the future', () => {
  it('writes, changes and removes them until their day, and lists them whole', async () => {
    const ctx = await setup();
    const written = await ctx.write.execute({ id: ID, token: TOKEN, letter: LETTER });
    expect(written).toEqual({ id: expect.any(String), ...LETTER, open: false, openedAt: null });
    await ctx.write.execute({ id: ID, token: TOKEN, letter: { ...LETTER, title: 'Antes', opensOn: '2026-04-01' } });

    await ctx.write.execute({ id: ID, token: TOKEN, letterId: written.id, letter: { ...LETTER, text: 'Outra carta.' } });
    const owned = await ctx.owned.execute({ id: ID, token: TOKEN });
    expect(owned).toMatchObject({ onPlan: true, max: 12 });
    expect(owned.letters.map((letter) => [letter.title, letter.text])).toEqual([
      ['Antes', 'Estou aqui, sempre.'],
      ['Abra quando sentir saudade', 'Outra carta.'],
    ]);

    await ctx.remove.execute({ id: ID, token: TOKEN, letterId: written.id });
    expect((await ctx.owned.execute({ id: ID, token: TOKEN })).letters.map((letter) => letter.title)).toEqual(['Antes']);
  });

  it('refuses a basic page, a thirteenth letter, and a change or a removal on or after its day', async () => {
    const basic = await setup({ plan: 'basic' });
    await expect(basic.write.execute({ id: ID, token: TOKEN, letter: LETTER })).rejects.toMatchObject({ code: 'letters.not-on-plan' });
    expect(await basic.owned.execute({ id: ID, token: TOKEN })).toMatchObject({ onPlan: false, letters: [] });

    const ctx = await setup();
    for (let i = 0; i < 12; i++) await ctx.write.execute({ id: ID, token: TOKEN, letter: LETTER });
    await expect(ctx.write.execute({ id: ID, token: TOKEN, letter: LETTER })).rejects.toMatchObject({ code: 'letters.too-many' });

    const [first] = (await ctx.owned.execute({ id: ID, token: TOKEN })).letters;
    ctx.clock.set(DAY);
    await expect(ctx.write.execute({ id: ID, token: TOKEN, letterId: first!.id, letter: LETTER })).rejects.toMatchObject({
      code: 'letters.already-open',
    });
    await expect(ctx.remove.execute({ id: ID, token: TOKEN, letterId: first!.id })).rejects.toMatchObject({ code: 'letters.already-open' });
  });

  it('asks for the edit token', async () => {
    const ctx = await setup();
    await expect(ctx.write.execute({ id: ID, token: 'wrong', letter: LETTER })).rejects.toMatchObject({ code: 'edit-token.invalid' });
    await expect(ctx.owned.execute({ id: ID, token: null })).rejects.toMatchObject({ code: 'edit-token.missing' });
    await expect(ctx.remove.execute({ id: ID, token: TOKEN, letterId: 'none' })).rejects.toMatchObject({ code: 'letters.not-found' });
  });
});

describe('a visitor and the letters', () => {
  it('sees the envelopes and no text; reads a letter from its day on, the first opening told to the buyer once', async () => {
    const ctx = await setup();
    const { id: letterId } = await ctx.write.execute({ id: ID, token: TOKEN, letter: LETTER });
    const page = { slug: ctx.page.slug, id: ID };

    expect(await ctx.envelopes.execute(page)).toEqual({ letters: [{ id: letterId, title: LETTER.title, opensOn: LETTER.opensOn, open: false }] });
    ctx.clock.set(new Date(DAY.getTime() - 1));
    await expect(ctx.open.execute({ ...page, letterId })).rejects.toMatchObject({ code: 'letters.sealed' });

    ctx.clock.set(DAY);
    expect((await ctx.envelopes.execute(page)).letters[0]).toMatchObject({ open: true });
    expect(await ctx.open.execute({ ...page, letterId })).toEqual({
      id: letterId,
      title: LETTER.title,
      opensOn: LETTER.opensOn,
      open: true,
      text: LETTER.text,
    });
    await ctx.open.execute({ ...page, letterId });
    await ctx.deliver.execute();

    expect(ctx.mailer.letters).toEqual([
      {
        to: ctx.page.email,
        yourName: ctx.page.yourName,
        lovedName: ctx.page.lovedName,
        title: LETTER.title,
        opensOn: LETTER.opensOn,
        publicUrl: `https://memories.example/${ctx.page.slug}/${ID}`,
      },
    ]);
  });

  it("lets the owner read a letter before its day, which is nobody's opening", async () => {
    const ctx = await setup();
    const { id: letterId } = await ctx.write.execute({ id: ID, token: TOKEN, letter: LETTER });
    const read = await ctx.open.execute({ slug: ctx.page.slug, id: ID, letterId, ownerToken: TOKEN });
    expect(read.text).toBe(LETTER.text);
    ctx.clock.set(DAY);
    await ctx.open.execute({ slug: ctx.page.slug, id: ID, letterId, ownerToken: TOKEN });
    expect(await ctx.outbox.list()).toEqual([]);
    expect((await ctx.owned.execute({ id: ID, token: TOKEN })).letters[0]!.openedAt).toBeNull();
  });

  it('shows nothing of a page before its reveal date, and not a letter of another address', async () => {
    const ctx = await setup({ revealAt: '2026-06-12T00:00' });
    const { id: letterId } = await ctx.write.execute({ id: ID, token: TOKEN, letter: { ...LETTER, opensOn: '2026-04-01' } });
    ctx.clock.set(new Date('2026-05-01T12:00:00.000Z'));
    expect(await ctx.envelopes.execute({ slug: ctx.page.slug, id: ID })).toEqual({ letters: [] });
    await expect(ctx.open.execute({ slug: ctx.page.slug, id: ID, letterId })).rejects.toMatchObject({ code: 'letters.not-found' });
    await expect(ctx.open.execute({ slug: 'outro', id: ID, letterId })).rejects.toMatchObject({ code: 'memory.not-found' });
  });

  it('cancels the e-mail of a letter no longer stored', async () => {
    const ctx = await setup();
    const { id: letterId } = await ctx.write.execute({ id: ID, token: TOKEN, letter: LETTER });
    ctx.clock.set(DAY);
    await ctx.open.execute({ slug: ctx.page.slug, id: ID, letterId });
    await ctx.letters.remove(ID, letterId);
    await ctx.deliver.execute();
    expect(ctx.mailer.letters).toEqual([]);
    expect((await ctx.outbox.list())[0]).toMatchObject({ status: 'cancelled' });
  });
});
