import { describe, expect, it } from 'vitest';
import { photoAvifUrl, photoVariantUrl } from '../../../src/domain/memory/photo-variants.js';
import { CopyShopData, type CopyShopProgress } from '../../../src/application/support/copy-shop-data.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { InMemoryPageOpenings } from '../../support/fakes/in-memory-page-openings.js';
import { InMemoryAnniversaryEmails } from '../../support/fakes/in-memory-anniversary-emails.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { InMemoryPageReplies } from '../../support/fakes/in-memory-page-replies.js';
import { InMemoryRecipientDeliveries } from '../../support/fakes/in-memory-recipient-deliveries.js';
import { InMemoryFutureLetters } from '../../support/fakes/in-memory-future-letters.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { InMemoryPageQuestions, TEST_QUESTION_SECRET } from '../../support/fakes/in-memory-page-questions.js';
import { InMemoryPageSkies } from '../../support/fakes/in-memory-page-skies.js';
import { HmacQuestionKeys } from '../../../src/adapters/security/hmac-question-keys.js';
import { normalizedAnswer } from '../../../src/domain/question/page-question.js';
import type { FutureLetter } from '../../../src/domain/letters/future-letter.js';
import type { RecipientDelivery } from '../../../src/domain/delivery/recipient-delivery.js';
import type { Email } from '../../../src/domain/memory/email.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { NEVER_OPENED, openingWindowStart } from '../../../src/domain/openings/page-openings.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const photo = (text: string) => ({ bytes: new TextEncoder().encode(text), width: 1, height: 1, extension: 'webp' });

const emptyShop = () => {
  const repository = new InMemoryMemoryRepository();
  return {
    repository,
    support: repository,
    photos: new InMemoryPhotoStorage(),
    openings: new InMemoryPageOpenings(new InMemoryTaskQueue<OutboxEmail>()),
    anniversaries: new InMemoryAnniversaryEmails(new InMemoryTaskQueue<OutboxEmail>()),
    replies: new InMemoryPageReplies(new InMemoryTaskQueue<OutboxEmail>()),
    deliveries: new InMemoryRecipientDeliveries(new InMemoryTaskQueue<OutboxEmail>(), repository),
    letters: new InMemoryFutureLetters(new InMemoryTaskQueue<OutboxEmail>()),
    questions: new InMemoryPageQuestions(),
    skies: new InMemoryPageSkies(),
    chapters: new InMemoryPageChapters(),
  };
};

const FIRST_OPENED = new Date('2026-04-01T20:00:00.000Z');
const LAST_OPENED = new Date('2026-05-02T21:00:00.000Z');
/** Replies to the first page, as its recipient sent them (a heart, then a note). */
const HEART = {
  id: 'reply00000000001',
  memoryId: 'copyfirst0000001',
  note: null,
  clientKey: 'key-of-bia',
  createdAt: new Date('2026-04-01T20:05:00.000Z'),
};
const NOTE = {
  id: 'reply00000000002',
  memoryId: 'copyfirst0000001',
  note: 'Te amo!',
  clientKey: 'key-of-bia',
  createdAt: new Date('2026-05-02T21:05:00.000Z'),
};

/** An old shop with two pages (one of them with a photo file gone), and an empty target. */
async function shops() {
  const source = emptyShop();
  const target = emptyShop();
  const first = await source.photos.save('copyfirst0000001', [photo('um'), photo('dois')]);
  const second = await source.photos.save('copysecond000001', [photo('tres'), photo('quatro')]);
  await source.photos.remove([second[1]!]);
  const story = [
    { date: '2021-06-12', time: '20:30', title: 'Primeiro encontro', line: 'Chovia.' },
    { date: '2022-02-14', title: 'Primeiro Dia dos Namorados' },
  ];
  await source.repository.add(aMemory({ id: 'copyfirst0000001', details: { story }, photos: first, status: 'active' }));
  await source.repository.add(aMemory({ id: 'copysecond000001', photos: second, status: 'active' }));
  await source.openings.record('copyfirst0000001', FIRST_OPENED, openingWindowStart(FIRST_OPENED), null);
  await source.openings.record('copyfirst0000001', LAST_OPENED, openingWindowStart(LAST_OPENED), null);
  await source.openings.turnEmailsOff('copyfirst0000001');
  await source.anniversaries.record('copysecond000001', 1, {
    email: { to: 'ana@example.com', reason: 'anniversary', memoryIds: ['copysecond000001'] },
    at: FIRST_OPENED,
  });
  await source.anniversaries.turnEmailsOff('copysecond000001');
  await source.replies.importReplies([HEART, NOTE]);
  return { source, target };
}

describe('CopyShopData', () => {
  it('copies every page with the photos the source has, under the paths the target gives, and counts both sides', async () => {
    const { source, target } = await shops();
    const progress: CopyShopProgress[] = [];

    const report = await new CopyShopData(source, target).execute((step) => progress.push(step));

    expect(report).toEqual({
      pages: { source: 2, copied: 2, alreadyThere: 0, inTarget: 2 },
      photos: { source: 4, missingInSource: 1, inTarget: 3, missingInTarget: 0 },
      openings: { source: 1, copied: 1 },
      anniversaries: { source: 1, copied: 1 },
      replies: { source: 2, copied: 2 },
      deliveries: { source: 0, copied: 0 },
      letters: { source: 0, copied: 0 },
      questions: { source: 0, copied: 0 },
      skies: { source: 0, copied: 0 },
      chapters: { source: 0, copied: 0 },
      complete: true,
    });
    // The replies come over whole, client keys and times included, and no e-mail is sent again for them.
    await expect(target.replies.everyReplyOf('copyfirst0000001')).resolves.toEqual([HEART, NOTE]);
    await expect(target.replies.everyReplyOf('copysecond000001')).resolves.toEqual([]);
    await expect(target.anniversaries.find('copysecond000001')).resolves.toEqual({ sent: [{ years: 1, sentAt: FIRST_OPENED }], emailsOff: true });
    await expect(target.anniversaries.find('copyfirst0000001')).resolves.toEqual({ sent: [], emailsOff: false });
    await expect(target.openings.find('copyfirst0000001')).resolves.toEqual({
      count: 2,
      firstAt: FIRST_OPENED,
      lastAt: LAST_OPENED,
      emailsOff: true,
    });
    await expect(target.openings.find('copysecond000001')).resolves.toEqual(NEVER_OPENED);
    expect(progress).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    const copy = (await target.repository.findById('copyfirst0000001'))!;
    const original = (await source.repository.findById('copyfirst0000001'))!;
    expect({ ...copy.snapshot(), photos: [] }).toEqual({ ...original.snapshot(), photos: [] });
    expect(copy.snapshot().story.map((moment) => moment.title)).toEqual(['Primeiro encontro', 'Primeiro Dia dos Namorados']);
    expect(await Promise.all(copy.photos.map(async (path) => new TextDecoder().decode((await target.photos.read(path))!)))).toEqual(['um', 'dois']);
  });

  it('copies a page’s voice message under the path the target gives, and a page whose voice file is gone goes without it', async () => {
    const { source, target } = await shops();
    const voice = (text: string) => ({ bytes: new TextEncoder().encode(text), width: 0, height: 0, extension: 'm4a' });
    const [kept] = await source.photos.save('copyfirst0000001', [voice('a voz dela')]);
    const [lost] = await source.photos.save('copysecond000001', [voice('perdida')]);
    for (const [id, path] of [
      ['copyfirst0000001', kept!],
      ['copysecond000001', lost!],
    ] as const) {
      const page = (await source.repository.findById(id))!;
      page.keepVoice(path, new Date('2026-04-01T00:00:00.000Z'));
      await source.repository.update(page);
    }
    await source.photos.remove([lost!]);

    await new CopyShopData(source, target).execute();

    const copied = (await target.repository.findById('copyfirst0000001'))!;
    expect(copied.voice).toMatch(/^\/uploads\/copyfirst0000001\/.+\.m4a$/);
    expect(new TextDecoder().decode((await target.photos.read(copied.voice!))!)).toBe('a voz dela');
    expect((await target.repository.findById('copysecond000001'))!.voice).toBeNull();
  });

  it('copies the smaller widths the source has beside each photo', async () => {
    const source = emptyShop();
    const target = emptyShop();
    const bytes = (text: string) => new TextEncoder().encode(text);
    const paths = await source.photos.save('copywidths000001', [
      {
        ...photo('um'),
        variants: [
          { width: 480, bytes: bytes('um 480') },
          { width: 720, bytes: bytes('um 720') },
        ],
      },
      photo('dois, de antes das larguras'),
    ]);
    await source.repository.add(aMemory({ id: 'copywidths000001', photos: paths, status: 'active' }));

    await new CopyShopData(source, target).execute();

    const [first, second] = (await target.repository.findById('copywidths000001'))!.photos;
    const text = async (path: string) => {
      const read = await target.photos.read(path);
      return read && new TextDecoder().decode(read);
    };
    expect(await Promise.all([480, 720].map((width) => text(photoVariantUrl(first!, width as 480 | 720))))).toEqual(['um 480', 'um 720']);
    expect(await text(second!)).toBe('dois, de antes das larguras');
    expect(await text(photoVariantUrl(second!, 480))).toBeNull();
  });

  it('copies the AVIF copies the source has, and the page names them (and its placeholders) under the target’s new paths', async () => {
    const source = emptyShop();
    const target = emptyShop();
    // The target names files on its own: its first photo path is not the source's.
    await target.photos.save('someoneelse00001', [photo('x'), photo('y'), photo('z')]);
    const bytes = (text: string) => new TextEncoder().encode(text);
    const [path] = await source.photos.save('copyavif00000001', [photo('um')]);
    await source.photos.saveVariants(path!, [{ width: 720, bytes: bytes('um avif 720'), format: 'avif' }]);
    const page = aMemory({
      id: 'copyavif00000001',
      photos: [path!],
      status: 'active',
      photoPlaceholders: { [path!]: 'data:image/webp;base64,dW0=' },
    });
    // 1080 is recorded but its file is gone: the copy must not name it.
    page.setPhotoAvifWidths(path!, [720, 1080]);
    await source.repository.add(page);

    await new CopyShopData(source, target).execute();

    const copy = (await target.repository.findById('copyavif00000001'))!;
    const [copied] = copy.photos;
    expect(copied).not.toBe(path);
    expect(copy.shownPhotoAvifWidths).toEqual([[720]]);
    expect(copy.shownPhotoPlaceholders).toEqual(['data:image/webp;base64,dW0=']);
    expect(new TextDecoder().decode((await target.photos.read(photoAvifUrl(copied!, 720)))!)).toBe('um avif 720');
    expect(await target.photos.read(photoAvifUrl(copied!, 1080))).toBeNull();
  });

  it('can run again: pages already copied are left alone, nothing is duplicated', async () => {
    const { source, target } = await shops();
    await new CopyShopData(source, target).execute();
    const files = target.photos.files.size;

    const again = await new CopyShopData(source, target).execute();

    expect(again.pages).toEqual({ source: 2, copied: 0, alreadyThere: 2, inTarget: 2 });
    expect(again.openings).toEqual({ source: 1, copied: 0 });
    expect(again.anniversaries).toEqual({ source: 1, copied: 0 });
    expect(again.replies).toEqual({ source: 2, copied: 0 });
    await expect(target.replies.count('copyfirst0000001')).resolves.toBe(2);
    expect(again.complete).toBe(true);
    expect(target.photos.files.size).toBe(files);
    expect(await target.repository.search({})).toHaveLength(2);
  });

  it('leaves no photo of a page behind in the target when the target refuses its row', async () => {
    const { source, target } = await shops();
    const failing = {
      ...target,
      repository: Object.assign(Object.create(target.repository) as InMemoryMemoryRepository, {
        add: async () => {
          throw new Error('database down');
        },
      }),
    };

    await expect(new CopyShopData(source, failing).execute()).rejects.toThrow('database down');

    expect(target.photos.files.size).toBe(0);
  });

  it('copies the openings of a page copied before openings were copied, and keeps counts the target made since', async () => {
    const { source, target } = await shops();
    await target.repository.add((await source.repository.findById('copyfirst0000001'))!);
    await target.repository.add((await source.repository.findById('copysecond000001'))!);
    await source.openings.record('copysecond000001', LAST_OPENED, openingWindowStart(LAST_OPENED), null);
    const since = new Date('2026-06-01T10:00:00.000Z');
    await target.openings.record('copysecond000001', since, openingWindowStart(since), null);

    const report = await new CopyShopData(source, target).execute();

    expect(report.openings).toEqual({ source: 2, copied: 1 });
    await expect(target.openings.find('copyfirst0000001')).resolves.toMatchObject({ count: 2, emailsOff: true });
    await expect(target.openings.find('copysecond000001')).resolves.toMatchObject({ count: 1, firstAt: since });
  });

  it('copies each page’s delivery on the day, whatever its status, with its address and instants, and keeps one the target has', async () => {
    const source = emptyShop();
    const target = emptyShop();
    const asked = new Date('2026-05-01T12:00:00.123Z');
    const delivery = (memoryId: string, to: string, rest: Partial<RecipientDelivery>): RecipientDelivery => ({
      memoryId,
      to: to as Email,
      status: 'scheduled',
      createdAt: asked,
      sentAt: null,
      cancelledAt: null,
      ...rest,
    });
    const waiting = delivery('deliverwaiting01', 'bia@example.com', {});
    const sent = delivery('deliversent00001', 'caio@example.com', { status: 'sent', sentAt: new Date('2026-06-12T03:00:00.456Z') });
    const cancelled = delivery('delivercancel001', 'duda@example.com', { status: 'cancelled', cancelledAt: new Date('2026-05-02T09:30:00.789Z') });
    for (const id of [waiting.memoryId, sent.memoryId, cancelled.memoryId, 'delivernone00001']) {
      await source.repository.add(aMemory({ id, status: 'active' }));
    }
    for (const one of [waiting, sent, cancelled]) await source.deliveries.save(one);

    const report = await new CopyShopData(source, target).execute();

    expect(report.deliveries).toEqual({ source: 3, copied: 3 });
    await expect(target.deliveries.find(waiting.memoryId)).resolves.toEqual(waiting);
    await expect(target.deliveries.find(sent.memoryId)).resolves.toEqual(sent);
    await expect(target.deliveries.find(cancelled.memoryId)).resolves.toEqual(cancelled);
    await expect(target.deliveries.find('delivernone00001')).resolves.toBeNull();

    // Sent by the target since: another run leaves it as the target has it.
    const sentThere = { ...waiting, status: 'sent' as const, sentAt: new Date('2026-06-12T03:00:00.000Z') };
    await target.deliveries.save(sentThere);
    const again = await new CopyShopData(source, target).execute();

    expect(again.deliveries).toEqual({ source: 3, copied: 0 });
    await expect(target.deliveries.find(waiting.memoryId)).resolves.toEqual(sentThere);
  });

  it('copies every letter for the future of each page, every field unchanged, opened or not, past the limit too, and keeps one the target has', async () => {
    const source = emptyShop();
    const target = emptyShop();
    const letter = (memoryId: string, id: string, rest: Partial<FutureLetter> = {}): FutureLetter => ({
      memoryId,
      id,
      title: `Carta ${id}`,
      text: `Texto da carta ${id}.\nCom carinho.`,
      opensOn: '2027-07-12',
      createdAt: new Date('2026-05-01T12:00:00.123Z'),
      openedAt: null,
      ...rest,
    });
    const sealed = letter('letterpage00001', 'l1');
    const opened = letter('letterpage00001', 'l2', { opensOn: '2026-06-01', openedAt: new Date('2026-06-01T03:00:00.456Z') });
    const other = letter('letterpage00002', 'l1', { title: 'Outra página' });
    for (const id of ['letterpage00001', 'letterpage00002', 'letternone00001']) await source.repository.add(aMemory({ id, status: 'active' }));
    for (const one of [sealed, opened, other]) await source.letters.add(one, 12);
    // The target has a page's letter of its own under the same id, changed there since: it stays.
    const changedThere = { ...other, title: 'Mudada no destino' };
    await target.letters.add(changedThere, 12);

    const report = await new CopyShopData(source, target).execute();

    expect(report.letters).toEqual({ source: 3, copied: 2 });
    await expect(target.letters.ofPage('letterpage00001')).resolves.toEqual([opened, sealed]);
    await expect(target.letters.ofPage('letterpage00002')).resolves.toEqual([changedThere]);
    await expect(target.letters.ofPage('letternone00001')).resolves.toEqual([]);

    // A page the source holds more letters of than the limit keeps them all in the target.
    for (let n = 3; n <= 13; n++) await source.letters.add(letter('letterpage00001', `l${n}`), 13);
    const again = await new CopyShopData(source, target).execute();

    expect(again.letters).toEqual({ source: 14, copied: 11 });
    await expect(target.letters.ofPage('letterpage00001')).resolves.toHaveLength(13);
  });

  it("copies each page's question, hint and answer hash as they are, unless the target has a question for that page", async () => {
    const source = emptyShop();
    const target = emptyShop();
    const keys = new HmacQuestionKeys(TEST_QUESTION_SECRET);
    const question = (memoryId: string, text: string, hint: string | null, answer: string) => ({
      memoryId,
      question: text,
      hint,
      answerHash: keys.answerHash(memoryId, normalizedAnswer(answer)),
    });
    const withHint = question('questionhint0001', 'Onde foi nosso primeiro beijo?', 'Tinha chuva', 'São Paulo');
    const noHint = question('questionnohint01', 'Qual o nome do nosso gato?', null, 'Miau');
    const heldThere = question('questionheld0001', 'Pergunta antiga?', null, 'antiga');
    for (const id of [withHint.memoryId, noHint.memoryId, heldThere.memoryId, 'questionnone0001']) {
      await source.repository.add(aMemory({ id, status: 'active' }));
    }
    for (const one of [withHint, noHint, heldThere]) await source.questions.save(one);
    // The owner changed that page's question on the target since an earlier run: it stays.
    const changedThere = question('questionheld0001', 'Pergunta nova?', 'Mudou no destino', 'nova');
    await target.questions.save(changedThere);

    const report = await new CopyShopData(source, target).execute();

    expect(report.questions).toEqual({ source: 3, copied: 2 });
    await expect(target.questions.find(withHint.memoryId)).resolves.toEqual({ ...withHint, alertedAt: null });
    await expect(target.questions.find(noHint.memoryId)).resolves.toEqual({ ...noHint, alertedAt: null });
    await expect(target.questions.find(heldThere.memoryId)).resolves.toEqual({ ...changedThere, alertedAt: null });
    await expect(target.questions.find('questionnone0001')).resolves.toBeNull();
    // Under the same secret the copied hash still checks the answer, however it is typed.
    const copied = await target.questions.find(withHint.memoryId);
    expect(keys.answerMatches(withHint.memoryId, normalizedAnswer(' sao paulo '), copied!.answerHash)).toBe(true);

    const again = await new CopyShopData(source, target).execute();

    expect(again.questions).toEqual({ source: 3, copied: 0 });
    await expect(target.questions.find(heldThere.memoryId)).resolves.toEqual({ ...changedThere, alertedAt: null });
  });

  it("copies each page's sky as it is, unless the target has one for that page", async () => {
    const source = emptyShop();
    const target = emptyShop();
    const campinas = { memoryId: 'skypage000000001', name: 'Campinas, SP', latitude: -22.9053, longitude: -47.0659, timeZone: 'America/Sao_Paulo' };
    const lisboa = { memoryId: 'skypage000000002', name: 'Lisboa', latitude: 38.7223, longitude: -9.1393, timeZone: 'Etc/GMT+1' };
    for (const id of [campinas.memoryId, lisboa.memoryId, 'skynone000000001']) await source.repository.add(aMemory({ id, status: 'active' }));
    await source.skies.save(campinas);
    await source.skies.save(lisboa);
    // The owner moved that page's sky on the target since an earlier run: it stays.
    const movedThere = { ...lisboa, name: 'Porto', latitude: 41.1579, longitude: -8.6291 };
    await target.skies.save(movedThere);

    const report = await new CopyShopData(source, target).execute();

    expect(report.skies).toEqual({ source: 2, copied: 1 });
    await expect(target.skies.find(campinas.memoryId)).resolves.toEqual(campinas);
    await expect(target.skies.find(lisboa.memoryId)).resolves.toEqual(movedThere);
    await expect(target.skies.find('skynone000000001')).resolves.toBeNull();
    await expect(new CopyShopData(source, target).execute()).resolves.toMatchObject({ skies: { source: 2, copied: 0 } });
  });

  it('copies every chapter with its photos and their widths, saved anew in the target, and keeps a year the target holds', async () => {
    const [source, target] = [emptyShop(), emptyShop()];
    for (const id of ['chapterpage0001', 'chapterpage0002']) await source.repository.add(aMemory({ id, status: 'active' }));
    const withWidths = (text: string) => ({ ...photo(text), variants: [{ width: 720 as const, bytes: new TextEncoder().encode(`${text} 720`) }] });
    const saved = await source.photos.save('chapterpage0001', [withWidths('capítulo 3 a'), withWidths('capítulo 3 b')]);
    const [other] = await source.photos.save('chapterpage0002', [photo('capítulo 1')]);
    const at = new Date('2026-05-10T12:00:00.123Z');
    const third = {
      memoryId: 'chapterpage0001',
      year: 3,
      title: 'O ano de Paris',
      text: 'Chovia.\nE a gente nem percebeu.',
      photos: saved.map((path, i) => ({ path, placeholder: i === 0 ? 'data:image/webp;base64,AAAA' : null })),
      createdAt: at,
      updatedAt: new Date(at.getTime() + 1),
    };
    const first = { ...third, memoryId: 'chapterpage0002', year: 1, photos: [{ path: other!, placeholder: null }] };
    for (const chapter of [third, first]) await source.chapters.add(chapter);
    // The target already has the second page's first year, changed there since: it stays.
    const heldThere = { ...first, title: 'Mudado no destino' };
    await target.chapters.add(heldThere);

    const report = await new CopyShopData(source, target).execute();

    expect(report.chapters).toEqual({ source: 2, copied: 1 });
    const [copied] = await target.chapters.ofPage('chapterpage0001');
    expect({ ...copied, photos: [] }).toEqual({ ...third, photos: [] });
    expect(copied!.photos.map((each) => each.placeholder)).toEqual(['data:image/webp;base64,AAAA', null]);
    for (const [i, each] of copied!.photos.entries()) {
      expect(each.path).toMatch(/^\/uploads\/chapterpage0001\//);
      expect(await target.photos.read(each.path)).toEqual(await source.photos.read(saved[i]!));
      expect(await target.photos.read(each.path.replace('.webp', '-720.webp'))).toEqual(
        await source.photos.read(saved[i]!.replace('.webp', '-720.webp')),
      );
    }
    await expect(target.chapters.ofPage('chapterpage0002')).resolves.toEqual([heldThere]);
    await expect(new CopyShopData(source, target).execute()).resolves.toMatchObject({ chapters: { source: 2, copied: 0 } });
  });
  it('copies a chapter photo’s AVIF copies with it and records only those the source had', async () => {
    const [source, target] = [emptyShop(), emptyShop()];
    await source.repository.add(aMemory({ id: 'chapterpage0003', status: 'active' }));
    const withAvif = (text: string) => ({
      ...photo(text),
      variants: ([720, 1600] as const).map((width) => ({ width, bytes: new TextEncoder().encode(`${text} ${width} avif`), format: 'avif' as const })),
    });
    const [a, b, c] = await source.photos.save('chapterpage0003', [withAvif('a'), withAvif('b'), photo('c')]);
    // b's 1600 px AVIF was lost in the source; c was never looked at.
    await source.photos.remove([b!.replace('.webp', '.avif')]);
    const photos = [
      { path: a!, placeholder: null, avifWidths: [720, 1600] as const },
      { path: b!, placeholder: null, avifWidths: [720, 1600] as const },
      { path: c!, placeholder: null },
    ];
    const at = new Date('2026-05-10T12:00:00.000Z');
    await source.chapters.add({ memoryId: 'chapterpage0003', year: 1, title: 'Um ano', text: 'Nosso.', photos, createdAt: at, updatedAt: at });

    await new CopyShopData(source, target).execute();

    const [copied] = await target.chapters.ofPage('chapterpage0003');
    expect(copied!.photos.map((each) => each.avifWidths)).toEqual([[720, 1600], [720], undefined]);
    const [first] = copied!.photos;
    expect(await target.photos.read(first!.path.replace('.webp', '-720.avif'))).toEqual(await source.photos.read(a!.replace('.webp', '-720.avif')));
    expect(await target.photos.read(first!.path.replace('.webp', '.avif'))).toEqual(await source.photos.read(a!.replace('.webp', '.avif')));
  });
});
