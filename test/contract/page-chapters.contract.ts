import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageChapter } from '../../src/domain/chapters/page-chapter.js';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { PageChapters } from '../../src/application/ports/page-chapters.js';
import { aMemory } from '../support/mothers/memory.mother.js';

export interface PageChaptersUnderTest {
  readonly chapters: PageChapters;
  /** The pages the chapters belong to, in the same database. */
  readonly pages: MemoryRepository;
  cleanup(): Promise<void>;
}

const PAGE = 'page000000000001';
const OTHER = 'page000000000002';
/** Instants with milliseconds, which the store keeps. */
const ADDED = new Date('2026-05-10T12:34:56.789Z');
const CHANGED = new Date('2026-06-01T03:00:01.234Z');

const aChapter = (overrides: Partial<PageChapter> = {}): PageChapter => ({
  memoryId: PAGE,
  year: 3,
  title: 'O ano de Paris',
  text: 'Chovia.\nE a gente nem percebeu — "aspas" e \'apóstrofo\'.',
  photos: [
    { path: `/uploads/${PAGE}/chapter-a.webp`, placeholder: 'data:image/webp;base64,UklGRg==' },
    { path: `/uploads/${PAGE}/chapter-b.webp`, placeholder: null },
  ],
  createdAt: ADDED,
  updatedAt: ADDED,
  ...overrides,
});

/** One specification of `PageChapters`, run against the fake and the SQL adapter on both engines. */
export function describePageChaptersContract(name: string, factory: () => Promise<PageChaptersUnderTest>): void {
  describe(`PageChapters contract: ${name}`, () => {
    let subject: PageChaptersUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('keeps every field of a chapter as added, its photos in order and its instants to the millisecond', async () => {
      await expect(subject.chapters.ofPage(PAGE)).resolves.toEqual([]);
      await expect(subject.chapters.find(PAGE, 3)).resolves.toBeNull();
      const chapter = aChapter();
      await expect(subject.chapters.add(chapter)).resolves.toBe(true);
      await expect(subject.chapters.find(PAGE, 3)).resolves.toEqual(chapter);
      await expect(subject.chapters.ofPage(PAGE)).resolves.toEqual([chapter]);
    });

    it('lists a page’s chapters by year, whatever order they were added in, and no other page’s', async () => {
      for (const year of [3, 1, 2]) await subject.chapters.add(aChapter({ year }));
      await subject.chapters.add(aChapter({ memoryId: OTHER, year: 5 }));
      expect((await subject.chapters.ofPage(PAGE)).map((chapter) => chapter.year)).toEqual([1, 2, 3]);
      expect((await subject.chapters.ofPage(OTHER)).map((chapter) => chapter.year)).toEqual([5]);
    });

    it('keeps one chapter a year: a second one for the same year is not added, even sent at once', async () => {
      const first = aChapter({ title: 'Primeiro' });
      const racing = await Promise.all([1, 2, 3].map((n) => subject.chapters.add(aChapter({ title: `Corrida ${n}` }))));
      expect(racing.filter(Boolean)).toHaveLength(1);
      await expect(subject.chapters.add(first)).resolves.toBe(false);
      expect(await subject.chapters.ofPage(PAGE)).toHaveLength(1);
    });

    it('changes the title, text, photos and when, keeping when it was added', async () => {
      await subject.chapters.add(aChapter());
      const changed = aChapter({
        title: 'Outro título',
        text: 'Outro texto',
        photos: [{ path: `/uploads/${PAGE}/chapter-c.webp`, placeholder: null }],
        updatedAt: CHANGED,
      });
      await subject.chapters.update(changed);
      await expect(subject.chapters.find(PAGE, 3)).resolves.toEqual(changed);
    });

    it('records the AVIF widths of one photo, keeping the rest of the chapter, only while it names that photo and has none recorded', async () => {
      const chapter = aChapter();
      const [first, second] = chapter.photos.map((photo) => photo.path) as [string, string];
      await subject.chapters.add(chapter);
      await expect(subject.chapters.recordPhotoAvifWidths(PAGE, 3, second, [720, 1600])).resolves.toBe(true);
      await expect(subject.chapters.recordPhotoAvifWidths(PAGE, 3, first, [])).resolves.toBe(true);
      const recorded = await subject.chapters.find(PAGE, 3);
      expect(recorded).toEqual({
        ...chapter,
        photos: [
          { ...chapter.photos[0], avifWidths: [] },
          { ...chapter.photos[1], avifWidths: [720, 1600] },
        ],
      });
      // Recorded once; a photo the chapter does not name (replaced meanwhile), or a chapter gone, records nothing.
      await expect(subject.chapters.recordPhotoAvifWidths(PAGE, 3, second, [480])).resolves.toBe(false);
      await expect(subject.chapters.recordPhotoAvifWidths(PAGE, 3, `/uploads/${PAGE}/other.webp`, [480])).resolves.toBe(false);
      await expect(subject.chapters.recordPhotoAvifWidths(PAGE, 4, first, [480])).resolves.toBe(false);
      await expect(subject.chapters.find(PAGE, 3)).resolves.toEqual(recorded);
      // An owner's change of the words keeps them.
      await subject.chapters.update({ ...recorded!, title: 'Outro', updatedAt: CHANGED });
      expect((await subject.chapters.find(PAGE, 3))?.photos).toEqual(recorded!.photos);
    });

    it('removes a chapter and says whether there was one', async () => {
      await subject.chapters.add(aChapter());
      await subject.chapters.add(aChapter({ year: 2 }));
      await expect(subject.chapters.remove(PAGE, 3)).resolves.toBe(true);
      await expect(subject.chapters.remove(PAGE, 3)).resolves.toBe(false);
      expect((await subject.chapters.ofPage(PAGE)).map((chapter) => chapter.year)).toEqual([2]);
    });
  });
}

/** The SQL stores only: the page's removal takes its chapters' rows in the same transaction. */
export function describeChaptersRemovedWithThePage(name: string, factory: () => Promise<PageChaptersUnderTest>): void {
  describe(`PageChapters removed with the page: ${name}`, () => {
    let subject: PageChaptersUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it("forgets a page's chapters when the page is removed, and no other page's", async () => {
      for (const id of [PAGE, OTHER]) {
        await subject.pages.add(aMemory({ id, status: 'active', details: { plan: 'premium' } }));
        await subject.chapters.add(aChapter({ memoryId: id, year: 1 }));
        await subject.chapters.add(aChapter({ memoryId: id, year: 2 }));
      }
      await expect(subject.pages.remove(PAGE)).resolves.toBe(true);
      await expect(subject.chapters.ofPage(PAGE)).resolves.toEqual([]);
      expect((await subject.chapters.ofPage(OTHER)).map((chapter) => chapter.year)).toEqual([1, 2]);
    });
  });
}
