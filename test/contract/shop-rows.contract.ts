import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import type { Database } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlPageQuestions } from '../../src/adapters/persistence/mikro-orm/sql-page-questions.js';
import { SqlFutureLetters } from '../../src/adapters/persistence/mikro-orm/sql-future-letters.js';
import { SqlPageChapters } from '../../src/adapters/persistence/mikro-orm/sql-page-chapters.js';
import type { PageChapter } from '../../src/domain/chapters/page-chapter.js';
import { SqlPageOpenings } from '../../src/adapters/persistence/mikro-orm/sql-page-openings.js';
import { SqlPageSkies } from '../../src/adapters/persistence/mikro-orm/sql-page-skies.js';
import { SqlShopRows } from '../../src/adapters/persistence/mikro-orm/sql-shop-rows.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import type { ShopRow, ShopRows } from '../../src/application/ports/shop-rows.js';
import type { FutureLetter } from '../../src/domain/letters/future-letter.js';
import { aMemory, NOW } from '../support/mothers/memory.mother.js';

export interface ShopRowsSubject {
  /** The shop's database, and a second connection to it (another process's, on SQLite). */
  readonly database: Database;
  readonly otherConnection: Database;
  /** An empty migrated database to restore into (of the engine under test, or the other one). */
  readonly emptyTarget: Database;
  cleanup(): Promise<void>;
}

/** The first page's question, its answer only as a keyed hash. */
const QUESTION = { memoryId: 'page-0', question: 'Onde foi o primeiro beijo?', hint: 'Perto do mar', answerHash: 'hash-of-the-answer' };

/** The second page's sky: coordinates a float does not write exactly in binary, which must come back as they went. */
const SKY = { memoryId: 'page-2', name: 'Campinas, SP', latitude: -22.9053, longitude: -47.0659, timeZone: 'America/Sao_Paulo' };

/** Two letters for the future on the first page, one opened, with instants to the millisecond. */
const LETTERS: FutureLetter[] = [
  {
    memoryId: 'page-0',
    id: 'letter-1',
    title: 'Abra no nosso dia',
    text: 'Linha 1\nLinha 2',
    opensOn: '2027-07-12',
    createdAt: new Date(NOW.getTime() + 123),
    openedAt: null,
  },
  {
    memoryId: 'page-0',
    id: 'letter-2',
    title: 'A primeira',
    text: 'Já aberta.',
    opensOn: '2026-06-01',
    createdAt: new Date(NOW.getTime() + 456),
    openedAt: new Date(NOW.getTime() + 789),
  },
];

/** The third year's chapter of the first page, two photos, instants to the millisecond. */
const CHAPTER: PageChapter = {
  memoryId: 'page-0',
  year: 3,
  title: 'O ano de Paris',
  text: 'Linha 1\nLinha 2',
  photos: [
    { path: '/uploads/page-0/chapter-a.webp', placeholder: 'data:image/webp;base64,UklGRg==' },
    { path: '/uploads/page-0/chapter-b.webp', placeholder: null },
  ],
  createdAt: new Date(NOW.getTime() + 321),
  updatedAt: new Date(NOW.getTime() + 654),
};

async function readAll(rows: ShopRows): Promise<Record<string, ShopRow[]>> {
  return rows.readConsistently(async (reader) => {
    const tables: Record<string, ShopRow[]> = {};
    for (const table of reader.tables) {
      tables[table] = [];
      for await (const chunk of reader.chunks(table, 2)) tables[table].push(...chunk);
    }
    return tables;
  });
}

/** SqlShopRows: a consistent, engine-neutral read of every carried table, and a restore in one transaction. */
export function describeShopRowsContract(name: string, open: () => Promise<ShopRowsSubject>): void {
  describe(`${name}: the rows of a backup`, () => {
    let subject: ShopRowsSubject;
    beforeEach(async () => {
      subject = await open();
      const repository = new MikroOrmMemoryRepository(subject.database);
      for (const [index, status] of (['active', 'pending_payment', 'active'] as const).entries()) {
        await repository.add(aMemory({ id: `page-${index}`, status, createdAt: new Date(NOW.getTime() + index * 1000) }));
      }
      const outbox = new MikroOrmTaskQueue<OutboxEmail>(subject.database, EmailOutboxSchema);
      await outbox.enqueue({ to: 'ana@example.com', reason: 'activated', memoryIds: ['page-0'] }, NOW);
      await outbox.enqueue({ to: 'bia@example.com', reason: 'activated', memoryIds: ['page-2'] }, NOW);
      // The first one is being sent right now by a worker: leased.
      await outbox.claimDue(NOW, 1, 5 * 60_000);
      await new SqlPageOpenings(subject.database).importTally('page-0', { count: 3, firstAt: NOW, lastAt: NOW, emailsOff: true });
      for (const letter of LETTERS) await new SqlFutureLetters(subject.database).add(letter, 12);
      await new SqlPageQuestions(subject.database).save(QUESTION);
      await new SqlPageSkies(subject.database).save(SKY);
      await new SqlPageChapters(subject.database).add(CHAPTER);
      // A wrong answer is counted for minutes only: no backup carries it.
      await new SqlPageQuestions(subject.database).recordWrongAnswer('page-0', 'client-key', NOW, new Date(0), null);
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('reads every table but the transient ones, times as ISO text and flags as booleans, in chunks', async () => {
      const tables = await readAll(new SqlShopRows(subject.database));
      expect(Object.keys(tables).sort()).toEqual([
        'anniversary_emails',
        'anniversary_emails_off',
        'background_tasks',
        'email_outbox',
        'memories',
        'page_chapters',
        'page_deliveries',
        'page_letters',
        'page_openings',
        'page_orders',
        'page_questions',
        'page_replies',
        'page_skies',
        'payment_notifications',
        'shop_identity',
      ]);
      expect(tables.memories!.map((row) => [row.id, row.status, row.created_at])).toEqual([
        ['page-0', 'active', NOW.toISOString()],
        ['page-1', 'pending_payment', new Date(NOW.getTime() + 1000).toISOString()],
        ['page-2', 'active', new Date(NOW.getTime() + 2000).toISOString()],
      ]);
      expect(JSON.parse(String(tables.memories![0]!.photos))).toEqual(['/uploads/page-0/a.webp', '/uploads/page-0/b.webp']);
      expect(tables.page_openings).toEqual([
        { memory_id: 'page-0', openings: 3, first_opened_at: NOW.toISOString(), last_opened_at: NOW.toISOString(), emails_off: true },
      ]);
      expect(tables.email_outbox!.map((row) => [row.id, row.status, row.lease_owner !== null])).toEqual([
        [1, 'pending', true],
        [2, 'pending', false],
      ]);
      await expect(new SqlShopRows(subject.database).migration()).resolves.toMatch(/^Migration\d{14}_/);
    });

    it('sees every table as it was at one instant while another connection keeps writing', async () => {
      const other = new MikroOrmMemoryRepository(subject.otherConnection);
      const seen = await new SqlShopRows(subject.database).readConsistently(async (reader) => {
        const counts: Record<string, number> = {};
        for (const table of reader.tables) {
          counts[table] = 0;
          for await (const chunk of reader.chunks(table, 100)) counts[table] += chunk.length;
          // Written and committed while the read is under way, once the pages were read.
          if (table === 'memories') await other.add(aMemory({ id: 'page-late', status: 'active' }));
        }
        return counts;
      });
      expect(seen.memories).toBe(3);
      const after = await readAll(new SqlShopRows(subject.database));
      expect(after.memories).toHaveLength(4);
    });

    it('restores the rows into an empty database in one go, leased e-mails released, and refuses nothing it read', async () => {
      const source = await readAll(new SqlShopRows(subject.database));
      const target = new SqlShopRows(subject.emptyTarget);
      await target.replaceAll(async (writer) => {
        for (const [table, rows] of Object.entries(source)) await writer.insert(table, rows);
      });
      const restored = await readAll(target);
      expect(restored.memories).toEqual(source.memories);
      expect(restored.page_openings).toEqual(source.page_openings);
      expect(restored.page_letters).toEqual(source.page_letters);
      expect(restored.page_chapters).toEqual(source.page_chapters);
      await expect(new SqlPageChapters(subject.emptyTarget).ofPage('page-0')).resolves.toEqual([CHAPTER]);
      await expect(new SqlFutureLetters(subject.emptyTarget).ofPage('page-0')).resolves.toEqual([LETTERS[1], LETTERS[0]]);
      await expect(new SqlPageQuestions(subject.emptyTarget).find('page-0')).resolves.toEqual({ ...QUESTION, alertedAt: null });
      expect(restored.page_skies).toEqual(source.page_skies);
      await expect(new SqlPageSkies(subject.emptyTarget).find('page-2')).resolves.toEqual(SKY);
      expect(restored.email_outbox!.map((row) => [row.id, row.status, row.lease_owner])).toEqual([
        [1, 'pending', null],
        [2, 'pending', null],
      ]);
      // A new e-mail after the restore takes the next number, not one a restored row holds.
      const outbox = new MikroOrmTaskQueue<OutboxEmail>(subject.emptyTarget, EmailOutboxSchema);
      await expect(outbox.enqueue({ to: 'caio@example.com', reason: 'activated', memoryIds: ['page-1'] }, NOW)).resolves.toBe(3);
      const stored = await new MikroOrmMemoryRepository(subject.emptyTarget).findById('page-0');
      expect(stored?.snapshot()).toEqual((await new MikroOrmMemoryRepository(subject.database).findById('page-0'))?.snapshot());
      await expect(target.counts()).resolves.toMatchObject({
        memories: 3,
        email_outbox: 3,
        page_openings: 1,
        page_letters: 2,
        page_questions: 1,
        page_skies: 1,
        page_chapters: 1,
      });
    });

    it('leaves the target as it was when the restore fails half-way', async () => {
      const source = await readAll(new SqlShopRows(subject.database));
      const target = new SqlShopRows(subject.emptyTarget);
      await expect(
        target.replaceAll(async (writer) => {
          await writer.insert('memories', source.memories!);
          throw new Error('the snapshot broke off');
        }),
      ).rejects.toThrow('the snapshot broke off');
      await expect(target.counts()).resolves.toMatchObject({ memories: 0 });
    });
  });
}
