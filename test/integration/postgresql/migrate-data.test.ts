import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime } from '../../../src/adapters/composition/container.js';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { ConfirmPayment } from '../../../src/application/payments/confirm-payment.js';
import { CreateMemory } from '../../../src/application/buyer/create-memory.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import { runCli } from '../../support/crash/server-processes.js';
import { storedAsGiven } from '../../support/fakes/fake-photo-processor.js';
import { describeOnPostgres } from '../../support/postgres/postgres-suite.js';
import { SqlPageOpenings } from '../../../src/adapters/persistence/mikro-orm/sql-page-openings.js';
import { SqlPageReplies } from '../../../src/adapters/persistence/mikro-orm/sql-page-replies.js';
import { SqlRecipientDeliveries } from '../../../src/adapters/persistence/mikro-orm/sql-recipient-deliveries.js';
import { SqlFutureLetters } from '../../../src/adapters/persistence/mikro-orm/sql-future-letters.js';
import type { FutureLetter } from '../../../src/domain/letters/future-letter.js';
import { SqlPageQuestions } from '../../../src/adapters/persistence/mikro-orm/sql-page-questions.js';
import { SqlPageSkies } from '../../../src/adapters/persistence/mikro-orm/sql-page-skies.js';
import { SqlPageChapters } from '../../../src/adapters/persistence/mikro-orm/sql-page-chapters.js';
import { HmacQuestionKeys } from '../../../src/adapters/security/hmac-question-keys.js';
import { normalizedAnswer } from '../../../src/domain/question/page-question.js';
import type { RecipientDelivery } from '../../../src/domain/delivery/recipient-delivery.js';
import type { Email } from '../../../src/domain/memory/email.js';
import { openingWindowStart } from '../../../src/domain/openings/page-openings.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../../support/s3/local-s3.js';
import { tempDir } from '../../support/temp-dir.js';

const BUCKET = 'moving-up';
/** The secret both shops run with: the answers' hashes are keyed with it. */
const APP_SECRET = 'm'.repeat(40);
const FIRST_OPENED = new Date('2026-04-01T20:00:00.123Z');
const LAST_OPENED = new Date('2026-05-02T21:00:00.456Z');

/** The deliveries on the day of the three pages, one of each status, as the SQLite file holds them. */
const deliveriesOf = (ids: readonly string[]): RecipientDelivery[] => {
  const asked = { sentAt: null, cancelledAt: null };
  return [
    {
      ...asked,
      memoryId: ids[0]!,
      to: 'joao.1@example.com' as Email,
      status: 'sent',
      createdAt: new Date('2026-03-01T10:00:00.321Z'),
      sentAt: LAST_OPENED,
    },
    { ...asked, memoryId: ids[1]!, to: 'joao.2@example.com' as Email, status: 'scheduled', createdAt: new Date('2026-03-02T11:00:00.654Z') },
    {
      ...asked,
      memoryId: ids[2]!,
      to: 'joao.3@example.com' as Email,
      status: 'cancelled',
      createdAt: new Date('2026-03-03T12:00:00.987Z'),
      cancelledAt: FIRST_OPENED,
    },
  ];
};

/** Letters for the future on the first two pages, one opened, every field as the SQLite file holds it. */
const lettersOf = (ids: readonly string[]): FutureLetter[] => [
  {
    memoryId: ids[0]!,
    id: 'letter1',
    title: 'Abra no nosso dia',
    text: 'Linha 1\nLinha 2 — com carinho.',
    opensOn: '2027-07-12',
    createdAt: new Date('2026-03-01T10:00:00.321Z'),
    openedAt: null,
  },
  {
    memoryId: ids[0]!,
    id: 'letter2',
    title: 'A primeira',
    text: 'Já aberta.',
    opensOn: '2026-04-01',
    createdAt: new Date('2026-03-01T10:05:00.111Z'),
    openedAt: FIRST_OPENED,
  },
  {
    memoryId: ids[1]!,
    id: 'letter1',
    title: 'Da segunda página',
    text: 'Outra carta.',
    opensOn: '2028-01-01',
    createdAt: new Date('2026-03-02T11:00:00.654Z'),
    openedAt: null,
  },
];

/** The second page's sky: coordinates a binary float does not hold exactly, which must arrive as they left. */
const CAMPINAS = { name: 'Campinas, SP', latitude: -22.9053, longitude: -47.0659, timeZone: 'America/Sao_Paulo' };

/** The first page's question with its hint, and the second's without, the answers' hashes keyed with APP_SECRET. */
const questionsOf = (ids: readonly string[]) => {
  const keys = new HmacQuestionKeys(APP_SECRET);
  return [
    {
      memoryId: ids[0]!,
      question: 'Onde foi nosso primeiro beijo?',
      hint: 'Tinha chuva',
      answerHash: keys.answerHash(ids[0]!, normalizedAnswer('São Paulo')),
    },
    { memoryId: ids[1]!, question: 'Qual o nome do nosso gato?', hint: null, answerHash: keys.answerHash(ids[1]!, normalizedAnswer('Miau')) },
  ];
};

/** The first page's chapter, instants to the millisecond. */
const CHAPTER = {
  year: 3,
  title: 'O ano de Paris',
  text: 'Chovia.\nE a gente nem percebeu.',
  createdAt: new Date('2026-05-10T12:00:00.123Z'),
  updatedAt: new Date('2026-05-11T12:00:00.456Z'),
};
const CHAPTER_PHOTO = new Uint8Array([9, 9, 9]);

/**
 * An embedded shop in `dataDir`: three pages bought on the SQLite file with their photos in uploads/, one of them paid,
 * each with a delivery on the day.
 */
async function embeddedShop(dataDir: string): Promise<string[]> {
  const runtime = await buildRuntime(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    logger: createLogger('silent'),
    photoProcessor: storedAsGiven,
  });
  try {
    const ids: string[] = [];
    for (const [i, email] of ['ana@example.com', 'bia@example.com', 'caio@example.com'].entries()) {
      const { memoryId } = await runtime.container.get(CreateMemory).execute({
        yourName: 'Ana',
        lovedName: `João ${i + 1}`,
        datingSince: '2021-06-12T20:30',
        message: 'Cada dia ao seu lado é o meu favorito.',
        plan: 'premium',
        youtube: '',
        email,
        story: i === 0 ? [{ date: '2021-06-12', time: '20:30', title: 'Primeiro encontro', line: 'Chovia, e a gente nem percebeu.' }] : null,
        photos: [new Uint8Array([1, i]), new Uint8Array([2, i])],
      });
      ids.push(memoryId);
    }
    await runtime.container.get(ConfirmPayment).execute({ memoryId: ids[0]!, paymentId: `demo-${ids[0]}`, outcome: 'approved' });
    // The paid page was opened twice, its buyer turned the "opened" e-mail off; the other one only turned it off.
    const openings = runtime.container.get(PORTS.PageOpenings);
    for (const at of [FIRST_OPENED, LAST_OPENED]) await openings.record(ids[0]!, at, openingWindowStart(at), null);
    await openings.turnEmailsOff(ids[0]!);
    await openings.turnEmailsOff(ids[1]!);
    // Its recipient replied with a heart and a note.
    const replies = runtime.container.get(PORTS.PageReplies);
    for (const [i, note] of [null, 'Te amo!'].entries()) {
      const reply = { id: `migratedreply${i}`, memoryId: ids[0]!, note, clientKey: 'key-of-bia', createdAt: new Date(LAST_OPENED.getTime() + i) };
      const email = { to: 'ana@example.com', reason: 'reply' as const, memoryIds: [ids[0]!], replyId: reply.id };
      await replies.add(reply, FIRST_OPENED, { email, at: reply.createdAt });
    }
    for (const delivery of deliveriesOf(ids)) await runtime.container.get(PORTS.RecipientDeliveries).save(delivery);
    for (const letter of lettersOf(ids)) await runtime.container.get(PORTS.FutureLetters).add(letter, 12);
    for (const question of questionsOf(ids)) await runtime.container.get(PORTS.PageQuestions).save(question);
    await runtime.container.get(PORTS.PageSkies).save({ memoryId: ids[1]!, ...CAMPINAS });
    // "Um novo capítulo": the first page's third year, its photo in the page's folder.
    const [path] = await runtime.container.get(PORTS.PhotoStorage).save(ids[0]!, [{ bytes: CHAPTER_PHOTO, width: 1, height: 1, extension: 'webp' }]);
    await runtime.container
      .get(PORTS.PageChapters)
      .add({ ...CHAPTER, memoryId: ids[0]!, photos: [{ path: path!, placeholder: 'data:image/webp;base64,AAAA' }] });
    return ids;
  } finally {
    await runtime.close();
  }
}

describeOnPostgres('memories-cli migrate-data', (cluster) => {
  let s3: LocalS3;
  let dir: { path: string; remove(): Promise<void> };
  beforeAll(async () => {
    [s3, dir] = await Promise.all([startLocalS3([BUCKET]), tempDir()]);
  });
  afterAll(async () => {
    await s3?.dispose();
    await dir?.remove();
  });

  it('copies an embedded shop into PostgreSQL and S3, counts both sides, and can run again without duplicates', async () => {
    const source = join(dir.path, 'old-shop');
    const ids = await embeddedShop(source);
    const url = await cluster().createDatabase();
    const env = { DATA_DIR: join(dir.path, 'instance'), DATABASE_URL: url, APP_SECRET, ...s3.env(BUCKET), ...LOCAL_S3_SDK_ENV };

    const first = await runCli(['migrate-data', '--from', source], env);
    let chapterKey = '';

    expect(first.stderr).toContain('copiadas 3 de 3 páginas');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Páginas: 3 na origem, 3 copiadas agora, 0 já estavam no destino, 3 no destino.');
    expect(first.stdout).toContain('Fotos: 6 na origem (0 faltando nela), 6 no destino, 0 faltando no destino.');
    expect(first.stdout).toContain('Aberturas: 2 página(s) com aberturas na origem, 2 copiadas agora.');
    expect(first.stdout).toContain('Respostas: 2 na origem, 2 copiadas agora.');
    expect(first.stdout).toContain('Entregas no dia: 3 na origem, 3 copiadas agora.');
    expect(first.stdout).toContain('Cartas para o futuro: 3 na origem, 3 copiadas agora.');
    expect(first.stdout).toContain('Perguntas de vocês: 2 na origem, 2 copiadas agora.');
    expect(first.stdout).toContain('Céus daquela noite: 1 na origem, 1 copiados agora.');
    expect(first.stdout).toContain('Um novo capítulo: 1 na origem, 1 copiados agora.');
    expect(first.stdout).toContain('Cópia completa.');
    const database = await openPostgresqlDatabase({ url, poolSize: 1 });
    try {
      const rows = await database.orm.em
        .getConnection()
        .execute<{ id: string; status: string; story: string | null }[]>(
          'select "id", "status", "story" from "memories" order by "created_at", "id"',
        );
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      // Nossa história comes along, as the JSON text the SQLite file held; a page without moments has none.
      expect(JSON.parse(rows.find((row) => row.id === ids[0])!.story!)).toEqual([
        { date: '2021-06-12', time: '20:30', title: 'Primeiro encontro', line: 'Chovia, e a gente nem percebeu.' },
      ]);
      expect(rows.find((row) => row.id === ids[1])!.story).toBeNull();
      expect(rows.find((row) => row.id === ids[2])!.story).toBeNull();
      expect(rows.find((row) => row.id === ids[0])!.status).toBe('active');
      const openings = new SqlPageOpenings(database);
      await expect(openings.find(ids[0]!)).resolves.toEqual({ count: 2, firstAt: FIRST_OPENED, lastAt: LAST_OPENED, emailsOff: true });
      await expect(openings.find(ids[1]!)).resolves.toEqual({ count: 0, firstAt: null, lastAt: null, emailsOff: true });
      await expect(openings.totals()).resolves.toEqual({ pagesOpened: 1, openings: 2, emailsOff: 2 });
      const replies = await new SqlPageReplies(database).everyReplyOf(ids[0]!);
      expect(replies.map((reply) => [reply.id, reply.note, reply.clientKey])).toEqual([
        ['migratedreply0', null, 'key-of-bia'],
        ['migratedreply1', 'Te amo!', 'key-of-bia'],
      ]);
      // Every status, the recipient's address and each instant to the millisecond, as the SQLite file had them.
      const deliveries = new SqlRecipientDeliveries(database);
      for (const delivery of deliveriesOf(ids)) await expect(deliveries.find(delivery.memoryId)).resolves.toEqual(delivery);
      // Every letter and field, instants to the millisecond, opened or not.
      const letters = new SqlFutureLetters(database);
      const [sealed, opened, second] = lettersOf(ids);
      await expect(letters.ofPage(ids[0]!)).resolves.toEqual([opened, sealed]);
      await expect(letters.ofPage(ids[1]!)).resolves.toEqual([second]);
      await expect(letters.ofPage(ids[2]!)).resolves.toEqual([]);
      // Each question, hint and answer hash as the SQLite file held them: under the same APP_SECRET the answer still opens the page.
      const questions = new SqlPageQuestions(database);
      for (const question of questionsOf(ids)) await expect(questions.find(question.memoryId)).resolves.toEqual({ ...question, alertedAt: null });
      await expect(questions.find(ids[2]!)).resolves.toBeNull();
      const copied = await questions.find(ids[0]!);
      expect(new HmacQuestionKeys(APP_SECRET).answerMatches(ids[0]!, normalizedAnswer(' sao paulo'), copied!.answerHash)).toBe(true);
      await expect(new SqlPageSkies(database).find(ids[1]!)).resolves.toEqual({ memoryId: ids[1]!, ...CAMPINAS });
      // The chapter, every field, its photo saved anew in the bucket under the page's folder.
      const [chapter] = await new SqlPageChapters(database).ofPage(ids[0]!);
      expect({ ...chapter, photos: [] }).toEqual({ ...CHAPTER, memoryId: ids[0]!, photos: [] });
      expect(chapter!.photos).toEqual([
        { path: expect.stringMatching(new RegExp(`^/uploads/${ids[0]}/`)), placeholder: 'data:image/webp;base64,AAAA' },
      ]);
      chapterKey = chapter!.photos[0]!.path.replace(/^\/uploads\//, '');
    } finally {
      await database.close();
    }
    const keys = (await s3.keys(BUCKET)).filter((key) => key.endsWith('.webp'));
    expect(keys).toHaveLength(7);
    expect(keys.some((key) => key.endsWith(chapterKey))).toBe(true);

    const again = await runCli(['migrate-data', '--from', source, '--json'], env);

    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      pages: { source: 3, copied: 0, alreadyThere: 3, inTarget: 3 },
      openings: { source: 2, copied: 0 },
      replies: { source: 2, copied: 0 },
      deliveries: { source: 3, copied: 0 },
      letters: { source: 3, copied: 0 },
      questions: { source: 2, copied: 0 },
      skies: { source: 1, copied: 0 },
      chapters: { source: 1, copied: 0 },
      complete: true,
    });
    expect((await s3.keys(BUCKET)).filter((key) => key.endsWith('.webp'))).toEqual(keys);
  });

  it('refuses a folder without a shop in one line', async () => {
    const result = await runCli(['migrate-data', '--from', join(dir.path, 'nothing-here')], { DATA_DIR: join(dir.path, 'other') });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^memories-cli: --from: não há memories.sqlite em .*nothing-here$/);
  });
});
