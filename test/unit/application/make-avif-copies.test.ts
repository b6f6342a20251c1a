import { describe, expect, it } from 'vitest';
import { MakeAvifCopies } from '../../../src/application/payments/make-avif-copies.js';
import { Memory } from '../../../src/domain/memory/memory.js';
import { photoAvifUrl, photoVariantUrl, type PhotoWidth } from '../../../src/domain/memory/photo-variants.js';
import { FakeAvifEncoder } from '../../support/fakes/fake-avif-encoder.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

/** The WebP of each width, as a page stores it: 1000 bytes at every width. */
const WEBP_BYTES = 1000;

async function shop(bytesOf: (width: PhotoWidth) => number, status: 'active' | 'pending_payment' = 'active') {
  const repository = new InMemoryMemoryRepository();
  const storage = new InMemoryPhotoStorage();
  const encoder = new FakeAvifEncoder(bytesOf);
  const [photo] = await storage.save('avifpage00000001', [
    {
      bytes: new Uint8Array(WEBP_BYTES),
      width: 1600,
      height: 1200,
      extension: 'webp',
      variants: ([480, 720, 1080] as const).map((width) => ({ width, bytes: new Uint8Array(WEBP_BYTES) })),
    },
  ]);
  await repository.add(aMemory({ id: 'avifpage00000001', photos: [photo!], status }));
  return { repository, storage, encoder, photo: photo!, useCase: new MakeAvifCopies(repository, encoder, storage) };
}

const avifWidthsOf = async (repository: InMemoryMemoryRepository) => (await repository.findById('avifpage00000001'))!.shownPhotoAvifWidths;

describe('MakeAvifCopies (after a page is paid for)', () => {
  it('keeps an AVIF width only when it is at least a fifth smaller than the WebP of that width, and records which', async () => {
    // 480: exactly 20% smaller (kept); 720: one byte short of it (dropped); 1080: half (kept); 1600: larger (dropped).
    const sizes: Record<PhotoWidth, number> = { 480: 800, 720: 801, 1080: 500, 1600: 1200 };
    const { repository, storage, photo, useCase } = await shop((width) => sizes[width]);

    await expect(useCase.execute({ memoryId: 'avifpage00000001' })).resolves.toEqual({ photos: 1, complete: 0, made: 1, missing: 0 });

    expect(await avifWidthsOf(repository)).toEqual([[480, 1080]]);
    expect((await storage.read(photoAvifUrl(photo, 480)))?.byteLength).toBe(800);
    expect((await storage.read(photoAvifUrl(photo, 1080)))?.byteLength).toBe(500);
    expect(await storage.read(photoAvifUrl(photo, 720))).toBeNull();
    expect(await storage.read(photoAvifUrl(photo, 1600))).toBeNull();
    // The WebP files stay as they were.
    expect((await storage.read(photoVariantUrl(photo, 720)))?.byteLength).toBe(WEBP_BYTES);
  });

  it('records a photo none of whose AVIF widths is worth keeping as looked at, with no file', async () => {
    const { repository, storage, photo, encoder, useCase } = await shop(() => 900);

    await useCase.execute({ memoryId: 'avifpage00000001' });
    await expect(useCase.execute({ memoryId: 'avifpage00000001' })).resolves.toEqual({ photos: 1, complete: 1, made: 0, missing: 0 });

    expect(await avifWidthsOf(repository)).toEqual([[]]);
    expect(storage.paths().filter((path) => path.endsWith('.avif'))).toEqual([]);
    expect(encoder.calls).toBe(1);
    expect(photo.endsWith('.webp')).toBe(true);
  });

  it('makes nothing for a page that is not paid for', async () => {
    const { repository, encoder, useCase } = await shop(() => 1, 'pending_payment');

    await expect(useCase.execute({ memoryId: 'avifpage00000001' })).resolves.toEqual({ photos: 0, complete: 0, made: 0, missing: 0 });

    expect(encoder.calls).toBe(0);
    expect(await avifWidthsOf(repository)).toEqual([[]]);
    expect((await repository.findById('avifpage00000001'))!.snapshot().photoAvifWidths).toEqual({});
  });

  it('leaves a page serving WebP when the encoding fails, and a second run makes the copies', async () => {
    const { repository, storage, encoder, photo, useCase } = await shop(() => 10);
    encoder.failWith = new Error('the photo worker exited');

    await expect(useCase.execute({ memoryId: 'avifpage00000001' })).rejects.toThrow('the photo worker exited');
    expect((await repository.findById('avifpage00000001'))!.snapshot().photoAvifWidths).toEqual({});
    expect(storage.paths().filter((path) => path.endsWith('.avif'))).toEqual([]);

    encoder.failWith = null;
    await useCase.execute({ memoryId: 'avifpage00000001' });
    expect(await avifWidthsOf(repository)).toEqual([[480, 720, 1080, 1600]]);
    expect(await storage.read(photoAvifUrl(photo, 1600))).not.toBeNull();
  });

  it('stores the files before the page names them: a crash in between leaves the page on WebP until the next run', async () => {
    const { repository, storage, photo, useCase } = await shop(() => 10);
    const update = repository.update.bind(repository);
    repository.update = () => Promise.reject(new Error('killed before the write'));

    await expect(useCase.execute({ memoryId: 'avifpage00000001' })).rejects.toThrow('killed before the write');
    expect(await storage.read(photoAvifUrl(photo, 720))).not.toBeNull();
    expect((await repository.findById('avifpage00000001'))!.snapshot().photoAvifWidths).toEqual({});

    repository.update = update;
    await useCase.execute({ memoryId: 'avifpage00000001' });
    expect(await avifWidthsOf(repository)).toEqual([[480, 720, 1080, 1600]]);
  });

  it('records AVIF widths only for a photo of the page, and only when they change', async () => {
    const { repository, useCase, photo } = await shop(() => 10);
    await useCase.execute({ memoryId: 'avifpage00000001' });
    const page = (await repository.findById('avifpage00000001'))!;

    const restored = Memory.restore({ ...page.snapshot() });
    expect(restored.setPhotoAvifWidths(photo, [480, 720, 1080, 1600])).toBe(false);
    expect(restored.setPhotoAvifWidths('/uploads/avifpage00000001/not-on-the-page.webp', [480])).toBe(false);
  });
});
