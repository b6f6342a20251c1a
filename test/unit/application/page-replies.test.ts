import { questionGateFor } from '../../support/fakes/in-memory-page-questions.js';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { ReplyClientKeys } from '../../../src/application/ports/reply-client-keys.js';
import { GetOwnedMemory } from '../../../src/application/buyer/get-owned-memory.js';
import { ShowMemory } from '../../../src/application/support/show-memory.js';
import { PageReplyEmailBuilder } from '../../../src/application/replies/page-reply-email-builder.js';
import { SendPageReply } from '../../../src/application/replies/send-page-reply.js';
import { TurnPageReplies } from '../../../src/application/replies/turn-page-replies.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { REPLIES_PER_CLIENT_PER_PAGE, REPLIES_PER_PAGE } from '../../../src/domain/replies/page-reply.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageReplies } from '../../support/fakes/in-memory-page-replies.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';
import { outboxWorker } from '../../support/outbox/outbox-worker.js';

const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 2, leaseMs: 60_000, batchSize: 10 };
const ORIGIN = 'https://memories.example';
/** Names the page and the address, so the tests can tell keys apart (the real one is a keyed digest). */
const clientKeys: ReplyClientKeys = { keyOf: (memoryId, address) => `${memoryId}|${address}` };
const editTokens = new FakeEditTokens();
const token = editTokens.issue('m1', 1);

async function setup() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  const replies = new InMemoryPageReplies(outbox);
  const clock = new FixedClock(NOW);
  const links = new MemoryLinks(ORIGIN);
  const mailer = new RecordingMailer();
  const deliver = outboxWorker({ outbox, pages: repository, mailer, clock, policy }, { replies: new PageReplyEmailBuilder(links, replies) });
  const memory = aMemory({ id: 'm1', status: 'active' });
  await repository.add(memory);
  await repository.add(aMemory({ id: 'unpaid1' }));
  await repository.add(aMemory({ id: 'ended1', status: 'expired', details: { plan: 'basic' } }));
  return {
    outbox,
    repository,
    replies,
    clock,
    mailer,
    deliver,
    memory,
    send: new SendPageReply(repository, replies, clientKeys, new SequentialIdGenerator(), clock, questionGateFor()),
    owned: new GetOwnedMemory(repository, editTokens, clock, undefined, replies),
    turn: new TurnPageReplies(repository, editTokens, replies, clock),
  };
}

describe('SendPageReply and its e-mail', () => {
  it('stores a heart alone and a cleaned note, and e-mails each to the buyer with the note as written', async () => {
    const ctx = await setup();
    const slug = ctx.memory.slug;
    await expect(ctx.send.execute({ slug, id: 'm1', clientAddress: '203.0.113.7' })).resolves.toMatchObject({ note: null, createdAt: NOW });
    await expect(ctx.send.execute({ slug, id: 'm1', note: '  <b>Te amo</b>  <3 ', clientAddress: '203.0.113.7' })).resolves.toMatchObject({
      note: 'Te amo <3',
    });
    expect(ctx.replies.all().map((reply) => [reply.note, reply.clientKey])).toEqual([
      [null, 'm1|203.0.113.7'],
      ['Te amo <3', 'm1|203.0.113.7'],
    ]);

    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 2 });
    expect(ctx.mailer.replies).toEqual([
      { to: 'ana@example.com', yourName: 'Ana Júlia', lovedName: 'João', publicUrl: `${ORIGIN}/${slug}/m1`, note: null, sentAt: NOW },
      { to: 'ana@example.com', yourName: 'Ana Júlia', lovedName: 'João', publicUrl: `${ORIGIN}/${slug}/m1`, note: 'Te amo <3', sentAt: NOW },
    ]);
  });

  it('refuses past the limit per address and per page with the scope, storing and queueing nothing', async () => {
    const ctx = await setup();
    const send = (address: string) => ctx.send.execute({ slug: ctx.memory.slug, id: 'm1', clientAddress: address });
    for (let i = 0; i < REPLIES_PER_CLIENT_PER_PAGE; i++) await send('203.0.113.7');
    await expect(send('203.0.113.7')).rejects.toMatchObject({ code: 'reply.limit-reached', details: { scope: 'client' } });
    for (let i = REPLIES_PER_CLIENT_PER_PAGE; i < REPLIES_PER_PAGE; i++) await send(`198.51.100.${i}`);
    await expect(send('192.0.2.1')).rejects.toMatchObject({ code: 'reply.limit-reached', details: { scope: 'page' } });
    expect(ctx.replies.all()).toHaveLength(REPLIES_PER_PAGE);
    expect(await ctx.outbox.list()).toHaveLength(REPLIES_PER_PAGE);
    // A day later the page takes replies again.
    ctx.clock.advance(24 * 60 * 60_000);
    await expect(send('192.0.2.1')).resolves.toMatchObject({ note: null });
  });

  it('refuses a note too long, an unknown, unpaid or ended page, and a page whose owner turned replies off', async () => {
    const ctx = await setup();
    const clientAddress = '203.0.113.7';
    await expect(ctx.send.execute({ slug: ctx.memory.slug, id: 'm1', note: 'a'.repeat(281), clientAddress })).rejects.toMatchObject({
      code: 'reply.note-too-long',
    });
    await expect(ctx.send.execute({ slug: 'outra-e-pagina', id: 'm1', clientAddress })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.send.execute({ slug: ctx.memory.slug, id: 'nope', clientAddress })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.send.execute({ slug: ctx.memory.slug, id: 'unpaid1', clientAddress })).rejects.toMatchObject({ code: 'memory.not-found' });
    await expect(ctx.send.execute({ slug: ctx.memory.slug, id: 'ended1', clientAddress })).rejects.toMatchObject({
      code: 'memory.no-longer-available',
    });
    await ctx.turn.execute({ id: 'm1', token, enabled: false });
    await expect(ctx.send.execute({ slug: ctx.memory.slug, id: 'm1', note: 'oi', clientAddress })).rejects.toMatchObject({ code: 'reply.closed' });
    expect(ctx.replies.all()).toEqual([]);
    expect(await ctx.outbox.list()).toEqual([]);
  });

  it('takes no reply before the page’s reveal date, and takes them once it opens', async () => {
    const ctx = await setup();
    // 12 June 2026, 00:00 in São Paulo; the clock stands at 10 March.
    await ctx.repository.add(aMemory({ id: 'sealed1', status: 'active', details: { revealAt: '2026-06-12T00:00' } }));
    const sealed = (await ctx.repository.findById('sealed1'))!;
    const send = () => ctx.send.execute({ slug: sealed.slug, id: 'sealed1', clientAddress: '203.0.113.7' });
    await expect(send()).rejects.toMatchObject({ code: 'reply.closed' });
    expect(ctx.replies.all()).toEqual([]);
    ctx.clock.set(new Date('2026-06-12T03:00:00.000Z'));
    await expect(send()).resolves.toMatchObject({ note: null });
  });

  it('cancels the e-mail of a reply whose page was removed before it went', async () => {
    const ctx = await setup();
    await ctx.send.execute({ slug: ctx.memory.slug, id: 'm1', note: 'oi', clientAddress: '203.0.113.7' });
    await ctx.repository.remove('m1');
    await expect(ctx.deliver.execute()).resolves.toMatchObject({ done: 0 });
    expect(ctx.mailer.replies).toEqual([]);
  });
});

describe('the owner’s replies', () => {
  it('come with the edit page’s record, newest first, and the switch turns them off and on again, and turns them off and on again', async () => {
    const ctx = await setup();
    await ctx.send.execute({ slug: ctx.memory.slug, id: 'm1', clientAddress: '203.0.113.7' });
    ctx.clock.advance(60_000);
    await ctx.send.execute({ slug: ctx.memory.slug, id: 'm1', note: 'Obrigada!', clientAddress: '203.0.113.7' });

    const listed = (await ctx.owned.execute({ id: 'm1', token })).replies!;
    expect(listed).toMatchObject({ repliesEnabled: true, total: 2 });
    expect(listed.replies.map((reply) => [reply.note, reply.createdAt])).toEqual([
      ['Obrigada!', new Date(NOW.getTime() + 60_000).toISOString()],
      [null, NOW.toISOString()],
    ]);

    await expect(ctx.turn.execute({ id: 'm1', token, enabled: false })).resolves.toMatchObject({ repliesEnabled: false, total: 2 });
    expect((await ctx.repository.findById('m1'))?.repliesEnabled).toBe(false);
    await expect(ctx.turn.execute({ id: 'm1', token, enabled: true })).resolves.toMatchObject({ repliesEnabled: true });
    expect((await ctx.repository.findById('m1'))?.repliesEnabled).toBe(true);
  });

  it('needs the page’s edit link', async () => {
    const ctx = await setup();
    await expect(ctx.turn.execute({ id: 'm1', token: null, enabled: false })).rejects.toMatchObject({ code: 'edit-token.missing' });
    await expect(ctx.turn.execute({ id: 'm1', token: 'wrong', enabled: false })).rejects.toMatchObject({ code: 'edit-token.invalid' });
    expect((await ctx.repository.findById('m1'))?.repliesEnabled).toBe(true);
  });
});

describe('support’s view of a page’s replies', () => {
  it('counts them and says whether the owner takes them, never showing a note', async () => {
    const ctx = await setup();
    const show = new ShowMemory(ctx.repository, ctx.outbox, new MemoryLinks(ORIGIN), ctx.clock, undefined, undefined, undefined, ctx.replies);
    await ctx.send.execute({ slug: ctx.memory.slug, id: 'm1', note: 'só para a Ana', clientAddress: '203.0.113.7' });
    await ctx.turn.execute({ id: 'm1', token, enabled: false });
    const shown = await show.execute({ id: 'm1' });
    expect(shown.replies).toEqual({ enabled: false, count: 1 });
    expect(shown.emails.map((email) => email.reason)).toEqual(['reply']);
    expect(JSON.stringify(shown)).not.toContain('só para a Ana');
  });
});
