import { describe, expect, it } from 'vitest';
import { ExportBuyerData } from '../../../src/application/support/export-buyer-data.js';
import { InMemoryPageReplies } from '../../support/fakes/in-memory-page-replies.js';
import { InMemoryRecipientDeliveries } from '../../support/fakes/in-memory-recipient-deliveries.js';
import { InMemoryFutureLetters } from '../../support/fakes/in-memory-future-letters.js';
import { InMemoryPageQuestions } from '../../support/fakes/in-memory-page-questions.js';
import { InMemoryPageSkies } from '../../support/fakes/in-memory-page-skies.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { fakeImage } from '../../support/fakes/fake-photo-processor.js';
import type { FutureLetter } from '../../../src/domain/letters/future-letter.js';
import type { RecipientDelivery } from '../../../src/domain/delivery/recipient-delivery.js';
import type { Email } from '../../../src/domain/memory/email.js';
import { daysAgo, photoBytesOf as bytesOf, twoBuyersShop } from '../../support/mothers/two-buyers.mother.js';

/** Ana's second page shows the sky over Campinas. */
const A2_SKY = { memoryId: 'a2', name: 'Campinas, SP', latitude: -22.9053, longitude: -47.0659, timeZone: 'America/Sao_Paulo' };

/** A delivery on the day of a page, asked for `asked` days ago. */
const delivery = (memoryId: string, to: string, asked: number, rest: Partial<RecipientDelivery> = {}): RecipientDelivery => ({
  memoryId,
  to: to as Email,
  status: 'scheduled',
  createdAt: daysAgo(asked),
  sentAt: null,
  cancelledAt: null,
  ...rest,
});
const A1_SENT = delivery('a1', 'joao@example.com', 8, { status: 'sent', sentAt: daysAgo(1) });
const A3_CANCELLED = delivery('a3', 'caio@example.com', 6, { status: 'cancelled', cancelledAt: daysAgo(5) });
const A5_WAITING = delivery('a5', 'duda@example.com', 5);

/** A letter for the future on a page, written `written` days ago. */
const letter = (memoryId: string, id: string, written: number, rest: Partial<FutureLetter> = {}): FutureLetter => ({
  memoryId,
  id,
  title: `Carta ${id}`,
  text: `Só no dia, ${id}.`,
  opensOn: '2027-07-12',
  createdAt: daysAgo(written),
  openedAt: null,
  ...rest,
});
const A1_LATER = letter('a1', 'l1', 4, { opensOn: '2028-01-01' });
const A1_OPENED = letter('a1', 'l2', 3, { opensOn: '2026-01-01', openedAt: daysAgo(1) });
const A4_SEALED = letter('a4', 'l1', 2);

/** A page's question as stored, its answer's hash standing for the HMAC the store keeps. */
const question = (memoryId: string, text: string, hint: string | null) => ({ memoryId, question: text, hint, answerHash: `hash-of-${memoryId}` });

/**
 * The two-buyer shop, with replies to Ana's first and third pages and to Bia's, deliveries on the day of three of
 * Ana's pages (one of each status) and of Bia's, and this use case on it.
 */
async function shop() {
  const ctx = { ...(await twoBuyersShop()) };
  const replies = new InMemoryPageReplies(ctx.outbox);
  const reply = (id: string, memoryId: string, note: string | null, createdAt: Date) =>
    replies.importReplies([{ id, memoryId, note, createdAt, clientKey: `client-key-${id}` }]);
  await reply('r3', 'a3', 'Para sempre', daysAgo(3));
  await reply('r2', 'a1', null, daysAgo(2));
  await reply('r1', 'a1', 'Te amo 💖', daysAgo(4));
  await reply('r10', 'a10', 'Oi Bia', daysAgo(1));
  const deliveries = new InMemoryRecipientDeliveries(ctx.outbox, ctx.repository);
  for (const one of [A5_WAITING, A3_CANCELLED, A1_SENT, delivery('a10', 'eva@example.com', 3)]) await deliveries.save(one);
  const letters = new InMemoryFutureLetters(ctx.outbox);
  for (const one of [A4_SEALED, A1_LATER, A1_OPENED, letter('a10', 'l1', 1, { text: 'Carta da Bia' })]) await letters.add(one, 12);
  const questions = new InMemoryPageQuestions(ctx.outbox);
  for (const one of [
    question('a3', 'Onde foi nosso primeiro beijo?', 'Tinha chuva'),
    question('a1', 'Qual o nome do nosso gato?', null),
    question('a10', 'A pergunta da Bia?', null),
  ]) {
    await questions.save(one);
  }
  const skies = new InMemoryPageSkies();
  await skies.save(A2_SKY);
  await skies.save({ ...A2_SKY, memoryId: 'a10', name: 'Cidade da Bia' });
  const chapters = new InMemoryPageChapters();
  for (const [memoryId, year] of [
    ['a1', 3],
    ['a10', 1],
  ] as const) {
    const [path] = await ctx.photos.save(memoryId, [{ bytes: fakeImage(`capítulo ${memoryId}`), width: 10, height: 10, extension: 'webp' }]);
    await chapters.add({
      memoryId,
      year,
      title: `Ano ${year}`,
      text: 'Texto',
      photos: [{ path: path!, placeholder: null }],
      createdAt: daysAgo(1),
      updatedAt: daysAgo(1),
    });
  }
  const exportData = new ExportBuyerData(ctx.repository, ctx.photos, ctx.outbox, replies, deliveries, letters, questions, skies, chapters);
  return { ...ctx, replies, deliveries, letters, questions, skies, chapters, exportData };
}

describe('ExportBuyerData (support CLI: right of access)', () => {
  it('exports every page of the address, whatever its status, oldest first, and no page of anyone else', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.email).toBe('ana@example.com');
    expect(exported.memories.map((memory) => [memory.id, memory.status])).toEqual([
      ['a1', 'active'],
      ['a2', 'expired'],
      ['a3', 'suspended'],
      ['a4', 'payment_failed'],
      ['a5', 'pending_payment'],
    ]);
  });

  it('exports each page as the buyer gave it and as it stands, without internals', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    const { version: _version, editTokenVersion: _link, emailCorrectionKeyHash: _key, ...a1 } = (await ctx.repository.findById('a1'))!.snapshot();
    expect(exported.memories[0]).toEqual(a1);
    expect(exported.memories[0]).toMatchObject({ message: 'Cada dia ao seu lado é o meu favorito.', paymentId: 'pay-a1', paidAt: daysAgo(9) });
    for (const memory of exported.memories) {
      expect(memory).not.toHaveProperty('version');
      expect(memory).not.toHaveProperty('editTokenVersion');
      expect(memory).not.toHaveProperty('emailCorrectionKeyHash');
    }
    const json = JSON.stringify(exported);
    expect(json).not.toContain('"version"');
    expect(json).not.toContain('editTokenVersion');
    expect(json).not.toContain('token-');
  });

  it('exports the bytes of every photo of those pages, and says which are missing', async () => {
    const ctx = await shop();
    ctx.photos.files.delete('/uploads/a3/b.webp');
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.photos).toEqual([
      { memoryId: 'a1', path: '/uploads/a1/a.webp', bytes: bytesOf('/uploads/a1/a.webp') },
      { memoryId: 'a1', path: '/uploads/a1/b.webp', bytes: bytesOf('/uploads/a1/b.webp') },
      { memoryId: 'a2', path: '/uploads/a2/a.webp', bytes: bytesOf('/uploads/a2/a.webp') },
      { memoryId: 'a3', path: '/uploads/a3/a.webp', bytes: bytesOf('/uploads/a3/a.webp') },
      { memoryId: 'a3', path: '/uploads/a3/b.webp', bytes: null },
      { memoryId: 'a4', path: '/uploads/a4/a.webp', bytes: bytesOf('/uploads/a4/a.webp') },
      { memoryId: 'a5', path: '/uploads/a5/a.webp', bytes: bytesOf('/uploads/a5/a.webp') },
      { memoryId: 'a5', path: '/uploads/a5/b.webp', bytes: bytesOf('/uploads/a5/b.webp') },
      // Then the chapters' photos ("Um novo capítulo"), page by page.
      { memoryId: 'a1', path: expect.stringMatching(/^\/uploads\/a1\//), bytes: fakeImage('capítulo a1') },
    ]);
  });

  it('exports the voice message of each of those pages, with its bytes as kept', async () => {
    const ctx = await shop();
    const [path] = await ctx.photos.save('a1', [{ bytes: new TextEncoder().encode('aac'), width: 0, height: 0, extension: 'm4a' }]);
    const page = (await ctx.repository.findById('a1'))!;
    page.keepVoice(path!, new Date());
    await ctx.repository.update(page);
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.voices).toEqual([{ memoryId: 'a1', path, bytes: new TextEncoder().encode('aac') }]);
    expect((await ctx.exportData.execute({ email: 'bia@example.com' })).voices).toEqual([]);
  });

  it('exports the e-mails to that address only, with their delivery', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.emails).toEqual([
      expect.objectContaining({ to: 'ana@example.com', reason: 'activated', memoryIds: ['a1'], status: 'done' }),
      expect.objectContaining({
        to: 'ana@example.com',
        reason: 'resend',
        memoryIds: ['a1', 'a2'],
        status: 'failed',
        lastError: expect.stringContaining('550'),
      }),
    ]);
  });

  it("exports the replies to that buyer's pages, page by page and oldest first, without the sender's key", async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.replies).toEqual([
      { id: 'r1', memoryId: 'a1', note: 'Te amo 💖', createdAt: daysAgo(4) },
      { id: 'r2', memoryId: 'a1', note: null, createdAt: daysAgo(2) },
      { id: 'r3', memoryId: 'a3', note: 'Para sempre', createdAt: daysAgo(3) },
    ]);
    expect(JSON.stringify(exported)).not.toContain('client-key');
    expect(JSON.stringify(exported)).not.toContain('Oi Bia');
  });

  it("exports the deliveries on the day of that buyer's pages, page by page, with the recipient's address and every instant", async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.deliveries).toEqual([A1_SENT, A3_CANCELLED, A5_WAITING]);
    expect(JSON.stringify(exported)).not.toContain('eva@example.com');
  });

  it("exports the letters for the future of that buyer's pages, page by page in opening order, every field, sealed ones too", async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.letters).toEqual([A1_OPENED, A1_LATER, A4_SEALED]);
    expect(JSON.stringify(exported)).not.toContain('Carta da Bia');
  });

  it("exports the question and hint of that buyer's pages, page by page, never the answer's hash", async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.questions).toEqual([
      { memoryId: 'a1', question: 'Qual o nome do nosso gato?', hint: null, alertedAt: null },
      { memoryId: 'a3', question: 'Onde foi nosso primeiro beijo?', hint: 'Tinha chuva', alertedAt: null },
    ]);
    expect(JSON.stringify(exported)).not.toContain('hash-of-');
    expect(JSON.stringify(exported)).not.toContain('A pergunta da Bia');
  });

  it("exports the place of each of that buyer's skies", async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.skies).toEqual([A2_SKY]);
    expect(JSON.stringify(exported)).not.toContain('Cidade da Bia');
  });

  it('finds the buyer whatever the case of the address and surrounding spaces', async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: '  ANA@Example.COM ' });
    expect(exported.email).toBe('ana@example.com');
    expect(exported.memories).toHaveLength(5);
    expect(exported.emails).toHaveLength(2);
  });

  it("exports the chapters of that buyer's pages with their photos' bytes, and no other buyer's", async () => {
    const ctx = await shop();
    const exported = await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(exported.chapters).toEqual(await ctx.chapters.ofPage('a1'));
    const [photo] = exported.chapters[0]!.photos;
    const file = exported.photos.find((each) => each.path === photo!.path);
    expect(file).toEqual({ memoryId: 'a1', path: photo!.path, bytes: fakeImage('capítulo a1') });
    expect(exported.photos.filter((each) => each.memoryId === 'a10')).toEqual([]);
  });

  it('exports nothing for an address with no data', async () => {
    const ctx = await shop();
    await expect(ctx.exportData.execute({ email: 'nobody@example.com' })).resolves.toEqual({
      email: 'nobody@example.com',
      memories: [],
      photos: [],
      voices: [],
      emails: [],
      replies: [],
      deliveries: [],
      letters: [],
      questions: [],
      skies: [],
      chapters: [],
    });
  });

  it.each([
    ['empty', ''],
    ['missing @', 'anaexample.com'],
    ['with a space', 'ana julia@example.com'],
  ])('rejects an invalid address (%s) with memory.email-invalid', async (_case, email) => {
    const ctx = await shop();
    await expect(ctx.exportData.execute({ email })).rejects.toMatchObject({ code: 'memory.email-invalid' });
  });

  it('changes nothing', async () => {
    const ctx = await shop();
    const state = () => ({
      rows: ctx.repository.all(),
      tasks: ctx.outbox.all(),
      photos: ctx.photos.paths(),
      replies: structuredClone(ctx.replies.all()),
      deliveries: structuredClone(ctx.deliveries.all()),
      letters: structuredClone(ctx.letters.all()),
      questions: structuredClone(ctx.questions.all()),
      chapters: structuredClone(ctx.chapters.all()),
    });
    const before = state();
    await ctx.exportData.execute({ email: 'ana@example.com' });
    expect(state()).toEqual(before);
  });
});
