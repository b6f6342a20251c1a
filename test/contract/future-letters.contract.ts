import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FutureLetter } from '../../src/domain/letters/future-letter.js';
import type { OutboxEmail, QueuedEmail } from '../../src/application/ports/email-outbox.js';
import type { FutureLetters } from '../../src/application/ports/future-letters.js';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { TaskQueue } from '../../src/application/ports/task-queue.js';
import { aMemory } from '../support/mothers/memory.mother.js';

export interface FutureLettersUnderTest {
  readonly letters: FutureLetters;
  /** The pages the letters belong to, in the same database. */
  readonly pages: MemoryRepository;
  /** The e-mail outbox a letter's opening e-mails go to. */
  readonly outbox: TaskQueue<OutboxEmail>;
  cleanup(): Promise<void>;
}

const PAGE = 'page000000000001';
const OTHER = 'page000000000002';
/** Instants with milliseconds, which the store keeps. */
const WRITTEN = new Date('2026-05-01T12:34:56.789Z');
const OPENED = new Date('2026-07-12T03:00:01.234Z');

const aLetter = (overrides: Partial<FutureLetter> = {}): FutureLetter => ({
  memoryId: PAGE,
  id: 'letter01',
  title: 'Para o nosso aniversário',
  text: 'Abra só no dia.\nCom carinho, Ana.',
  opensOn: '2026-07-12',
  createdAt: WRITTEN,
  openedAt: null,
  ...overrides,
});

// The reason 'letter-opened' is the feature's own to add; the store queues whatever e-mails it is given.
const emailsOf = (memoryId: string): QueuedEmail[] => [
  { email: { to: 'ana@example.com', reason: 'opened', memoryIds: [memoryId] }, at: new Date(OPENED.getTime() + 1000) },
];

const ids = (letters: readonly FutureLetter[]) => letters.map((letter) => `${letter.memoryId}/${letter.id}`);

/** One specification of `FutureLetters`, run against the fake and the SQL adapter on both engines. */
export function describeFutureLettersContract(name: string, factory: () => Promise<FutureLettersUnderTest>): void {
  describe(`FutureLetters contract: ${name}`, () => {
    let subject: FutureLettersUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('keeps every field of a letter as added, its instants to the millisecond, an opened one too', async () => {
      await expect(subject.letters.ofPage(PAGE)).resolves.toEqual([]);
      await expect(subject.letters.find(PAGE, 'letter01')).resolves.toBeNull();

      const sealed = aLetter({ title: 'Título com acentuação: ção', text: 'Linha 1\nLinha 2 — "aspas" e \'apóstrofo\'' });
      const opened = aLetter({ id: 'letter02', opensOn: '2026-06-01', createdAt: new Date(WRITTEN.getTime() + 1), openedAt: OPENED });
      await expect(subject.letters.add(sealed, 12)).resolves.toBe(true);
      await expect(subject.letters.add(opened, 12)).resolves.toBe(true);

      await expect(subject.letters.find(PAGE, 'letter01')).resolves.toEqual(sealed);
      await expect(subject.letters.find(PAGE, 'letter02')).resolves.toEqual(opened);
      await expect(subject.letters.ofPage(PAGE)).resolves.toEqual([opened, sealed]);
    });

    it('gives a page’s letters in opening order: by day, then as they were written, then by id', async () => {
      const later = new Date(WRITTEN.getTime() + 60_000);
      await subject.letters.add(aLetter({ id: 'c', opensOn: '2027-01-01', createdAt: WRITTEN }), 12);
      await subject.letters.add(aLetter({ id: 'd', opensOn: '2026-08-01', createdAt: later }), 12);
      await subject.letters.add(aLetter({ id: 'b', opensOn: '2026-08-01', createdAt: WRITTEN }), 12);
      await subject.letters.add(aLetter({ id: 'a', opensOn: '2026-08-01', createdAt: later }), 12);
      await subject.letters.add(aLetter({ id: 'e', opensOn: '2026-07-30', createdAt: later }), 12);

      expect((await subject.letters.ofPage(PAGE)).map((letter) => letter.id)).toEqual(['e', 'b', 'a', 'd', 'c']);
    });

    it('keeps the letters of two pages apart', async () => {
      await subject.letters.add(aLetter({ memoryId: PAGE, id: 'same' }), 12);
      await subject.letters.add(aLetter({ memoryId: OTHER, id: 'same', title: 'Da outra página' }), 12);
      await subject.letters.add(aLetter({ memoryId: OTHER, id: 'only-other' }), 12);

      expect(ids(await subject.letters.ofPage(PAGE))).toEqual([`${PAGE}/same`]);
      expect(ids(await subject.letters.ofPage(OTHER))).toEqual([`${OTHER}/only-other`, `${OTHER}/same`]);
      await expect(subject.letters.find(PAGE, 'only-other')).resolves.toBeNull();
      await expect(subject.letters.find(OTHER, 'same')).resolves.toMatchObject({ title: 'Da outra página' });

      await expect(subject.letters.remove(PAGE, 'only-other')).resolves.toBe(false);
      await expect(subject.letters.remove(OTHER, 'same')).resolves.toBe(true);
      await expect(subject.letters.find(PAGE, 'same')).resolves.toMatchObject({ title: aLetter().title });
      await expect(subject.letters.markOpened(PAGE, 'only-other', OPENED, emailsOf(PAGE))).resolves.toBe(false);
      await expect(subject.letters.find(OTHER, 'only-other')).resolves.toMatchObject({ openedAt: null });
    });

    it('adds while the page holds fewer than the most it may, counting that page only, and never the same id twice', async () => {
      await subject.letters.add(aLetter({ memoryId: OTHER, id: 'elsewhere' }), 12);
      await expect(subject.letters.add(aLetter({ id: 'one' }), 2)).resolves.toBe(true);
      await expect(subject.letters.add(aLetter({ id: 'one', title: 'De novo' }), 12)).resolves.toBe(false);
      await expect(subject.letters.add(aLetter({ id: 'two' }), 2)).resolves.toBe(true);
      await expect(subject.letters.add(aLetter({ id: 'three' }), 2)).resolves.toBe(false);

      expect((await subject.letters.ofPage(PAGE)).map((letter) => letter.id).sort()).toEqual(['one', 'two']);
      await expect(subject.letters.find(PAGE, 'one')).resolves.toMatchObject({ title: aLetter().title });
      await expect(subject.letters.add(aLetter({ id: 'three' }), 3)).resolves.toBe(true);
    });

    it('gives the page’s last place to one of three owners adding at once', async () => {
      // Several pages' races at once, so that the three transactions of a page overlap on an engine with a pool.
      const pages = Array.from({ length: 8 }, (_, n) => `race${String(n).padStart(12, '0')}`);
      for (const memoryId of pages) for (const id of ['one', 'two']) await subject.letters.add(aLetter({ memoryId, id }), 3);

      const added = await Promise.all(pages.flatMap((memoryId) => ['x', 'y', 'z'].map((id) => subject.letters.add(aLetter({ memoryId, id }), 3))));

      for (const [n, memoryId] of pages.entries()) {
        expect(added.slice(n * 3, n * 3 + 3).filter(Boolean)).toHaveLength(1);
        await expect(subject.letters.ofPage(memoryId)).resolves.toHaveLength(3);
      }
    });

    it('changes a letter’s title, text and day only, keeping when it was written and opened', async () => {
      await subject.letters.add(aLetter({ openedAt: OPENED }), 12);

      await subject.letters.update(
        aLetter({ title: 'Novo título', text: 'Novo texto', opensOn: '2027-02-03', createdAt: new Date(0), openedAt: null }),
      );

      await expect(subject.letters.find(PAGE, 'letter01')).resolves.toEqual(
        aLetter({ title: 'Novo título', text: 'Novo texto', opensOn: '2027-02-03', createdAt: WRITTEN, openedAt: OPENED }),
      );
      await subject.letters.update(aLetter({ id: 'nowhere' }));
      await expect(subject.letters.find(PAGE, 'nowhere')).resolves.toBeNull();
    });

    it('removes a letter, and says whether there was one', async () => {
      await subject.letters.add(aLetter({ id: 'kept' }), 12);
      await subject.letters.add(aLetter({ id: 'gone' }), 12);

      await expect(subject.letters.remove(PAGE, 'gone')).resolves.toBe(true);
      await expect(subject.letters.remove(PAGE, 'gone')).resolves.toBe(false);

      await expect(subject.letters.find(PAGE, 'gone')).resolves.toBeNull();
      expect((await subject.letters.ofPage(PAGE)).map((letter) => letter.id)).toEqual(['kept']);
    });

    it('records a letter’s first opening once, however many open it at once, its e-mails queued once with it', async () => {
      await subject.letters.add(aLetter(), 12);
      await subject.letters.add(aLetter({ id: 'sealed' }), 12);

      const marks = await Promise.all(
        [0, 1, 2].map((n) => subject.letters.markOpened(PAGE, 'letter01', new Date(OPENED.getTime() + n), emailsOf(PAGE))),
      );

      expect(marks.filter(Boolean)).toHaveLength(1);
      const opened = await subject.letters.find(PAGE, 'letter01');
      expect([0, 1, 2].map((n) => OPENED.getTime() + n)).toContain(opened?.openedAt?.getTime());
      expect((await subject.outbox.list()).map((task) => task.payload)).toEqual(emailsOf(PAGE).map((queued) => queued.email));
      await expect(subject.letters.markOpened(PAGE, 'letter01', OPENED, emailsOf(PAGE))).resolves.toBe(false);
      await expect(subject.letters.find(PAGE, 'sealed')).resolves.toMatchObject({ openedAt: null });
      await expect(subject.outbox.list()).resolves.toHaveLength(1);
    });

    it('opens no letter that is not there, and queues nothing for it', async () => {
      await expect(subject.letters.markOpened(PAGE, 'nowhere', OPENED, emailsOf(PAGE))).resolves.toBe(false);
      await expect(subject.outbox.list()).resolves.toEqual([]);
    });
  });
}

/** A page's removal takes its letters, and no other page's. Run where the pages' store is the SQL one. */
export function describeLettersRemovedWithThePage(name: string, factory: () => Promise<FutureLettersUnderTest>): void {
  describe(`FutureLetters removed with the page: ${name}`, () => {
    let subject: FutureLettersUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it("forgets a page's letters when the page is removed, and no other page's", async () => {
      for (const id of [PAGE, OTHER]) {
        await subject.pages.add(aMemory({ id, status: 'active', details: { plan: 'premium' } }));
        await subject.letters.add(aLetter({ memoryId: id, id: 'one' }), 12);
        await subject.letters.add(aLetter({ memoryId: id, id: 'two', openedAt: OPENED }), 12);
      }

      await expect(subject.pages.remove(PAGE)).resolves.toBe(true);

      await expect(subject.letters.ofPage(PAGE)).resolves.toEqual([]);
      expect((await subject.letters.ofPage(OTHER)).map((letter) => letter.id)).toEqual(['one', 'two']);
    });
  });
}
