import { describe, expect, it } from 'vitest';
import { MakeChapterAvifCopies } from '../../../src/application/chapters/make-chapter-avif-copies.js';
import type { PageChapter } from '../../../src/domain/chapters/page-chapter.js';
import { photoAvifUrl, type PhotoWidth } from '../../../src/domain/memory/photo-variants.js';
import { FakeAvifEncoder } from '../../support/fakes/fake-avif-encoder.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const ID = 'chapteravif00001';
const NOW = new Date('2026-05-10T03:00:00.000Z');
/** The WebP of each width, as a chapter's photo is stored: 1000 bytes at every width. */
const WEBP_BYTES = 1000;
const webp = () => ({
  bytes: new Uint8Array(WEBP_BYTES),
  width: 1600,
  height: 1200,
  extension: 'webp',
  variants: ([480, 720, 1080] as const).map((width) => ({ width, bytes: new Uint8Array(WEBP_BYTES) })),
});

async function shop(bytesOf: (width: PhotoWidth) => number, status: 'active' | 'pending_payment' = 'active') {
  const pages = new InMemoryMemoryRepository();
  const chapters = new InMemoryPageChapters();
  const storage = new InMemoryPhotoStorage();
  const encoder = new FakeAvifEncoder(bytesOf);
  const [pagePhoto, first, second, third] = await storage.save(ID, [webp(), webp(), webp(), webp()]);
  await pages.add(aMemory({ id: ID, photos: [pagePhoto!], status }));
  const chapter = (year: number, paths: readonly string[]): PageChapter => ({
    memoryId: ID,
    year,
    title: `Ano ${year}`,
    text: 'Nosso.',
    photos: paths.map((path) => ({ path, placeholder: null })),
    createdAt: NOW,
    updatedAt: NOW,
  });
  await chapters.add(chapter(1, [first!, second!]));
  await chapters.add(chapter(2, [third!]));
  const useCase = new MakeChapterAvifCopies(pages, chapters, encoder, storage);
  return { pages, chapters, storage, encoder, useCase, pagePhoto: pagePhoto!, photos: [first!, second!, third!] };
}

const widthsOf = async (chapters: InMemoryPageChapters) =>
  (await chapters.ofPage(ID)).flatMap((chapter) => chapter.photos.map((photo) => photo.avifWidths));

describe('MakeChapterAvifCopies (after a chapter is written)', () => {
  it('gives every photo of the page’s chapters the AVIF widths worth keeping, stores them and records which, as the page’s own', async () => {
    // 480: exactly 20% smaller (kept); 720: one byte short of it (dropped); 1080: half (kept); 1600: larger (dropped).
    const sizes: Record<PhotoWidth, number> = { 480: 800, 720: 801, 1080: 500, 1600: 1200 };
    const { chapters, storage, useCase, pagePhoto, photos } = await shop((width) => sizes[width]);

    await expect(useCase.execute({ memoryId: ID })).resolves.toEqual({ photos: 3, complete: 0, made: 3, missing: 0 });

    expect(await widthsOf(chapters)).toEqual([
      [480, 1080],
      [480, 1080],
      [480, 1080],
    ]);
    for (const photo of photos) {
      expect((await storage.read(photoAvifUrl(photo, 480)))?.byteLength).toBe(800);
      expect((await storage.read(photoAvifUrl(photo, 1080)))?.byteLength).toBe(500);
      expect(await storage.read(photoAvifUrl(photo, 720))).toBeNull();
    }
    // The page's own photos are MakeAvifCopies' work.
    expect(storage.paths().filter((path) => path.startsWith(pagePhoto.replace(/\.webp$/, '')) && path.endsWith('.avif'))).toEqual([]);
  });

  it('leaves a photo looked at before as it is, and runs again without encoding anything', async () => {
    const { chapters, encoder, useCase } = await shop(() => 900);

    await useCase.execute({ memoryId: ID });
    await expect(useCase.execute({ memoryId: ID })).resolves.toEqual({ photos: 3, complete: 3, made: 0, missing: 0 });

    expect(await widthsOf(chapters)).toEqual([[], [], []]);
    expect(encoder.calls).toBe(3);
  });

  it('counts a photo the storage lost as missing, records nothing for it, and does nothing for a page not active', async () => {
    const { chapters, storage, useCase, photos } = await shop(() => 1);
    await storage.remove([photos[2]!]);

    await expect(useCase.execute({ memoryId: ID })).resolves.toEqual({ photos: 3, complete: 0, made: 2, missing: 1 });
    expect(await widthsOf(chapters)).toEqual([[480, 720, 1080, 1600], [480, 720, 1080, 1600], undefined]);

    const unpaid = await shop(() => 1, 'pending_payment');
    await expect(unpaid.useCase.execute({ memoryId: ID })).resolves.toEqual({ photos: 0, complete: 0, made: 0, missing: 0 });
    expect(unpaid.encoder.calls).toBe(0);
  });

  it('fails when the encoder does (the task is tried again), recording nothing', async () => {
    const { chapters, encoder, useCase } = await shop(() => 1);
    encoder.failWith = new Error('the photo worker stopped');

    await expect(useCase.execute({ memoryId: ID })).rejects.toThrow('the photo worker stopped');
    expect(await widthsOf(chapters)).toEqual([undefined, undefined, undefined]);
  });

  it('records nothing for a photo the owner replaced while its copies were made', async () => {
    const { chapters, storage, useCase, photos } = await shop(() => 1);
    const chapter = (await chapters.find(ID, 2))!;
    const [replacement] = await storage.save(ID, [webp()]);
    // The owner's change lands between the read of the chapter and the record.
    await chapters.update({ ...chapter, photos: [{ path: replacement!, placeholder: null }] });

    await expect(useCase.forPhoto(chapter, chapter.photos[0]!)).resolves.toBe('made');
    expect((await chapters.find(ID, 2))!.photos).toEqual([{ path: replacement, placeholder: null }]);
    expect(photos).toHaveLength(3);
  });

  it('only counts with dryRun', async () => {
    const { chapters, encoder, useCase } = await shop(() => 1);
    const [chapter] = await chapters.ofPage(ID);

    await expect(useCase.forPhoto(chapter!, chapter!.photos[0]!, true)).resolves.toBe('made');
    expect(encoder.calls).toBe(0);
    expect(await widthsOf(chapters)).toEqual([undefined, undefined, undefined]);
  });
});
