import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChildProcessPhotoProcessor } from '../../src/adapters/photos/child-process-photo-processor.js';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import { FilesystemPhotoStorage } from '../../src/adapters/storage/filesystem-photo-storage.js';
import { MakeAvifCopies } from '../../src/application/payments/make-avif-copies.js';
import { photoAvifUrl } from '../../src/domain/memory/photo-variants.js';
import { InMemoryMemoryRepository } from '../support/fakes/in-memory-memory-repository.js';
import { aMemory } from '../support/mothers/memory.mother.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

const WIDTHS = [480, 720, 1080, 1600] as const;
const limits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };
const processor = new SharpPhotoProcessor(limits);
const worker = new ChildProcessPhotoProcessor(limits);
afterAll(() => worker.close());

let dir: { path: string; remove(): Promise<void> };
beforeEach(async () => {
  dir = await tempDir('memories-avif-');
});
afterEach(async () => {
  await dir.remove();
});

/** A paid page with one photo, stored as an upload stores it (every WebP width), and the use case on real sharp. */
async function paidPageWith(upload: Buffer) {
  const storage = new FilesystemPhotoStorage(dir.path);
  const repository = new InMemoryMemoryRepository();
  const [path] = await storage.save('avifreal0000001', [await processor.process(upload)]);
  await repository.add(aMemory({ id: 'avifreal0000001', photos: [path!], status: 'active' }));
  const avifWidths = async () => (await repository.findById('avifreal0000001'))!.shownPhotoAvifWidths[0];
  return { storage, path: path!, avifWidths, useCase: new MakeAvifCopies(repository, processor, storage) };
}

describe('AVIF copies on real sharp', () => {
  it('keeps exactly the widths whose AVIF is at least a fifth smaller than their WebP: both ways on one picture', async () => {
    // Fine stripes over gradients: AVIF at 40 saves much at the large widths, too little at the small ones.
    const { storage, path, avifWidths, useCase } = await paidPageWith(await jpegImage(2400, 1800));

    await useCase.execute({ memoryId: 'avifreal0000001' });

    const kept = (await avifWidths())!;
    const webps = await Promise.all(
      WIDTHS.map(async (width) => (await storage.read(width === 1600 ? path : path.replace('.webp', `-${width}.webp`)))!),
    );
    const fresh = await processor.encodeAvif((await storage.read(path))!, WIDTHS);
    const worth = WIDTHS.filter((_, i) => fresh[i]!.bytes.byteLength <= webps[i]!.byteLength * 0.8);
    expect(kept).toEqual(worth);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(WIDTHS.length);
    for (const [i, width] of WIDTHS.entries()) {
      const avif = await storage.read(photoAvifUrl(path, width));
      if (!kept.includes(width)) {
        expect(avif).toBeNull();
        continue;
      }
      const metadata = await sharp(avif!).metadata();
      expect({ format: metadata.format, compression: metadata.compression, width: metadata.width }).toEqual({
        format: 'heif',
        compression: 'av1',
        width,
      });
      expect(avif!.byteLength).toBeLessThanOrEqual(webps[i]!.byteLength * 0.8);
    }
  });

  it('keeps none of a tiny flat picture, whose AVIF is larger than its WebP, and records it as looked at', async () => {
    const flat = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const { avifWidths, useCase } = await paidPageWith(flat);

    await useCase.execute({ memoryId: 'avifreal0000001' });

    expect(await avifWidths()).toEqual([]);
    expect((await readdir(join(dir.path, 'avifreal0000001'))).filter((name) => name.endsWith('.avif'))).toEqual([]);
  });

  it('encodes in the photo worker process: the same widths, never enlarged', async () => {
    const photo = await processor.process(await jpegImage(900, 600));

    const copies = await worker.encodeAvif(photo.bytes, [480, 1080]);

    expect(worker.workerPid).not.toBeNull();
    expect(copies.map((copy) => [copy.width, copy.format])).toEqual([
      [480, 'avif'],
      [1080, 'avif'],
    ]);
    expect((await sharp(copies[0]!.bytes).metadata()).width).toBe(480);
    expect((await sharp(copies[1]!.bytes).metadata()).width).toBe(900);
  });
});
