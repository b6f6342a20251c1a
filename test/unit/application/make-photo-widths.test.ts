import { describe, expect, it } from 'vitest';
import type { PhotoProcessor, PhotoUpload } from '../../../src/application/ports/photo-processor.js';
import { MakeChapterAvifCopies } from '../../../src/application/chapters/make-chapter-avif-copies.js';
import { MakeAvifCopies } from '../../../src/application/payments/make-avif-copies.js';
import { MakePhotoWidths } from '../../../src/application/support/make-photo-widths.js';
import { Memory } from '../../../src/domain/memory/memory.js';
import { photoAvifUrl, photoVariantUrl } from '../../../src/domain/memory/photo-variants.js';
import { FakeAvifEncoder } from '../../support/fakes/fake-avif-encoder.js';
import { uploadBytes } from '../../support/fakes/fake-photo-processor.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const text = (value: string) => new TextEncoder().encode(value);
const read = async (storage: InMemoryPhotoStorage, path: string) => {
  const bytes = await storage.read(path);
  return bytes && new TextDecoder().decode(bytes);
};

/** Makes `"{480|720|1080} of {the photo's bytes}"` and a placeholder of them, and counts its calls. */
class WidthsOfFake implements PhotoProcessor {
  calls = 0;
  async process(upload: PhotoUpload) {
    this.calls++;
    const of = new TextDecoder().decode(await uploadBytes(upload));
    return {
      bytes: text(of),
      width: 1600,
      height: 1200,
      extension: 'webp',
      variants: [
        { width: 480 as const, bytes: text(`480 of ${of}`) },
        { width: 720 as const, bytes: text(`720 of ${of}`) },
        { width: 1080 as const, bytes: text(`1080 of ${of}`) },
      ],
      placeholder: `data:image/webp;base64,${btoa(of)}`,
    };
  }
}

async function shop() {
  const repository = new InMemoryMemoryRepository();
  const storage = new InMemoryPhotoStorage();
  const processor = new WidthsOfFake();
  const avif = new FakeAvifEncoder();
  const chapters = new InMemoryPageChapters();
  const [old, gone] = await storage.save('widthsold0000001', [
    { bytes: text('old'), width: 1600, height: 1200, extension: 'webp' },
    { bytes: text('gone'), width: 1600, height: 1200, extension: 'webp' },
  ]);
  await storage.remove([gone!]);
  const [recent] = await storage.save('widthsnew0000001', [
    {
      bytes: text('new'),
      width: 1600,
      height: 1200,
      extension: 'webp',
      variants: ([480, 720, 1080] as const).map((width) => ({ width, bytes: text(`${width}`) })),
    },
  ]);
  await repository.add(aMemory({ id: 'widthsold0000001', photos: [old!, gone!] }));
  await repository.add(aMemory({ id: 'widthsnew0000001', photos: [recent!], photoPlaceholders: { [recent!]: 'data:image/webp;base64,bmV3' } }));
  return {
    repository,
    storage,
    processor,
    old: old!,
    recent: recent!,
    useCase: new MakePhotoWidths(
      repository,
      repository,
      processor,
      storage,
      new MakeAvifCopies(repository, avif, storage),
      new MakeChapterAvifCopies(repository, chapters, avif, storage),
    ),
    avif,
    chapters,
  };
}

describe('MakePhotoWidths (memories-cli photo-variants)', () => {
  it('makes the missing widths of photos stored before them from the stored photo, and leaves complete ones alone', async () => {
    const { repository, storage, processor, old, recent, useCase } = await shop();
    const progress: [number, number][] = [];

    const report = await useCase.execute({}, (done, total) => progress.push([done, total]));

    expect(report).toEqual({ pages: 2, photos: 3, complete: 1, made: 1, missing: 1, avifMade: 0, avifComplete: 0, chapterPhotosMissing: 0 });
    expect(processor.calls).toBe(1);
    expect(await read(storage, photoVariantUrl(old, 480))).toBe('480 of old');
    expect(await read(storage, photoVariantUrl(old, 720))).toBe('720 of old');
    expect(await read(storage, photoVariantUrl(old, 1080))).toBe('1080 of old');
    expect(await read(storage, old)).toBe('old');
    expect(await read(storage, photoVariantUrl(recent, 720))).toBe('720');
    expect((await repository.findById('widthsold0000001'))!.snapshot().photoPlaceholders).toEqual({ [old]: `data:image/webp;base64,${btoa('old')}` });
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);

    await expect(useCase.execute()).resolves.toEqual({
      pages: 2,
      photos: 3,
      complete: 2,
      made: 0,
      missing: 1,
      avifMade: 0,
      avifComplete: 0,
      chapterPhotosMissing: 0,
    });
    expect(processor.calls).toBe(1);
  });

  it('makes a photo’s widths again when only one of them is missing', async () => {
    const { storage, recent, useCase } = await shop();
    await storage.remove([photoVariantUrl(recent, 480)]);

    await useCase.execute();

    expect(await read(storage, photoVariantUrl(recent, 480))).toBe('480 of new');
    // The widths it had are not written again.
    expect(await read(storage, photoVariantUrl(recent, 720))).toBe('720');
  });

  it('gives a photo that has every width but no placeholder its placeholder, and writes no width', async () => {
    const { repository, storage, recent, useCase } = await shop();
    const page = (await repository.findById('widthsnew0000001'))!;
    await repository.update(Memory.restore({ ...page.snapshot(), photoPlaceholders: {} }));

    await expect(useCase.execute()).resolves.toMatchObject({ complete: 0, made: 2 });

    expect((await repository.findById('widthsnew0000001'))!.shownPhotoPlaceholders).toEqual([`data:image/webp;base64,${btoa('new')}`]);
    expect(await read(storage, photoVariantUrl(recent, 1080))).toBe('1080');
  });

  it('changes nothing with dryRun', async () => {
    const { storage, processor, old, useCase } = await shop();
    const files = storage.paths().sort();

    await expect(useCase.execute({ dryRun: true })).resolves.toEqual({
      pages: 2,
      photos: 3,
      complete: 1,
      made: 1,
      missing: 1,
      avifMade: 0,
      avifComplete: 0,
      chapterPhotosMissing: 0,
    });

    expect(storage.paths().sort()).toEqual(files);
    expect(processor.calls).toBe(0);
    expect(await read(storage, photoVariantUrl(old, 480))).toBeNull();
  });

  it('gives the photos of a paid page their AVIF copies after their widths, once; an unpaid page gets none', async () => {
    const { repository, storage, avif, old, recent, useCase } = await shop();
    const page = (await repository.findById('widthsnew0000001'))!;
    await repository.update(Memory.restore({ ...page.snapshot(), status: 'active' }));

    await expect(useCase.execute({ dryRun: true })).resolves.toMatchObject({ avifMade: 1, avifComplete: 0 });
    expect(avif.calls).toBe(0);
    await expect(useCase.execute()).resolves.toMatchObject({ avifMade: 1, avifComplete: 0 });
    expect(await read(storage, photoAvifUrl(recent, 720))).toBe('a');
    expect((await repository.findById('widthsnew0000001'))!.shownPhotoAvifWidths).toEqual([[480, 720, 1080, 1600]]);
    expect(await storage.read(photoAvifUrl(old, 720))).toBeNull();

    await expect(useCase.execute()).resolves.toMatchObject({ avifMade: 0, avifComplete: 1 });
    expect(avif.calls).toBe(1);
  });
  it('gives the chapter photos of a paid page their AVIF copies too, once, and counts one the storage lost', async () => {
    const { repository, storage, avif, chapters, useCase } = await shop();
    const page = (await repository.findById('widthsnew0000001'))!;
    await repository.update(Memory.restore({ ...page.snapshot(), status: 'active' }));
    const [kept, lost] = await storage.save('widthsnew0000001', [
      { bytes: text('capítulo'), width: 1600, height: 1200, extension: 'webp' },
      { bytes: text('perdida'), width: 1600, height: 1200, extension: 'webp' },
    ]);
    await storage.remove([lost!]);
    const at = new Date('2026-05-10T03:00:00.000Z');
    const photos = [kept!, lost!].map((path) => ({ path, placeholder: null }));
    await chapters.add({ memoryId: 'widthsnew0000001', year: 1, title: 'Um ano', text: 'Nosso.', photos, createdAt: at, updatedAt: at });

    await expect(useCase.execute({ dryRun: true })).resolves.toMatchObject({ avifMade: 2, avifComplete: 0, chapterPhotosMissing: 1 });
    expect(avif.calls).toBe(0);
    await expect(useCase.execute()).resolves.toMatchObject({ avifMade: 2, avifComplete: 0, chapterPhotosMissing: 1 });
    expect(await read(storage, photoAvifUrl(kept!, 720))).toBe('a');
    expect((await chapters.find('widthsnew0000001', 1))!.photos.map((photo) => photo.avifWidths)).toEqual([[480, 720, 1080, 1600], undefined]);

    await expect(useCase.execute()).resolves.toMatchObject({ avifMade: 0, avifComplete: 2, chapterPhotosMissing: 1 });
    expect(avif.calls).toBe(2);
  });
});
