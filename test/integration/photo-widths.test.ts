import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ChildProcessPhotoProcessor } from '../../src/adapters/photos/child-process-photo-processor.js';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import type { ProcessedPhoto } from '../../src/application/ports/photo-processor.js';

const limits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };
const processor = new SharpPhotoProcessor(limits);

/** Noise all over, so every width has detail to encode and the sizes tell the widths apart. */
const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 150 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

async function dimensions(bytes: Uint8Array) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

function variant(photo: ProcessedPhoto, width: number): Uint8Array {
  const found = photo.variants?.find((v) => v.width === width);
  if (!found) throw new Error(`no ${width} variant`);
  return found.bytes;
}

describe('the photo pipeline writes every width of PHOTO_WIDTHS', () => {
  it('makes 480, 720 and 1080 px WebP copies of a 12 MP landscape photo beside the 1600 px one, each smaller than the next', async () => {
    const photo = await processor.process(await noisy(4000, 3000).jpeg({ quality: 90 }).toBuffer());

    expect(photo).toMatchObject({ width: 1600, height: 1200, extension: 'webp' });
    expect(photo.variants?.map((v) => v.width)).toEqual([480, 720, 1080]);
    expect(await dimensions(variant(photo, 480))).toEqual({ width: 480, height: 360, format: 'webp' });
    expect(await dimensions(variant(photo, 720))).toEqual({ width: 720, height: 540, format: 'webp' });
    expect(await dimensions(variant(photo, 1080))).toEqual({ width: 1080, height: 810, format: 'webp' });
    expect(variant(photo, 480).byteLength).toBeLessThan(variant(photo, 720).byteLength);
    expect(variant(photo, 720).byteLength).toBeLessThan(variant(photo, 1080).byteLength);
    expect(variant(photo, 1080).byteLength).toBeLessThan(photo.bytes.byteLength);
  });

  it('names the widths by width, upright: a portrait photo taken with the phone turned gets a 720 px wide copy', async () => {
    const input = await noisy(2000, 1500).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    const photo = await processor.process(input);

    expect(photo).toMatchObject({ width: 1200, height: 1600 });
    expect(await dimensions(variant(photo, 720))).toEqual({ width: 720, height: 960, format: 'webp' });
    expect(await dimensions(variant(photo, 480))).toEqual({ width: 480, height: 640, format: 'webp' });
    expect((await sharp(variant(photo, 720)).metadata()).exif).toBeUndefined();
  });

  it('never enlarges: a width the photo is narrower than is a copy of the photo itself', async () => {
    const medium = await processor.process(await noisy(700, 500).png().toBuffer());
    expect(medium).toMatchObject({ width: 700, height: 500 });
    expect(await dimensions(variant(medium, 480))).toEqual({ width: 480, height: 343, format: 'webp' });
    for (const width of [720, 1080]) expect(Buffer.from(variant(medium, width)).equals(Buffer.from(medium.bytes))).toBe(true);

    const small = await processor.process(await noisy(300, 200).png().toBuffer());
    expect(small.variants?.map((v) => v.width)).toEqual([480, 720, 1080]);
    for (const width of [480, 720, 1080]) expect(Buffer.from(variant(small, width)).equals(Buffer.from(small.bytes))).toBe(true);
  });

  it('encodes the smaller widths at their own quality, lower than the photo’s by default', async () => {
    const input = await noisy(1600, 1200).jpeg({ quality: 95 }).toBuffer();
    const byDefault = await processor.process(input);
    const sameQuality = await new SharpPhotoProcessor({ ...limits, variantQuality: 80 }).process(input);

    expect(byDefault.bytes.byteLength).toBe(sameQuality.bytes.byteLength);
    expect(variant(byDefault, 720).byteLength).toBeLessThan(variant(sameQuality, 720).byteLength);
    expect(() => new SharpPhotoProcessor({ ...limits, variantQuality: 0 })).toThrow(RangeError);
    expect(() => new SharpPhotoProcessor({ ...limits, variantQuality: 101 })).toThrow(RangeError);
  });

  describe('through the photo worker', () => {
    const worker = new ChildProcessPhotoProcessor(limits);
    afterAll(() => worker.close());

    it('hands back the smaller widths too', async () => {
      const photo = await worker.process(await noisy(2400, 1800).jpeg().toBuffer());

      expect(photo).toMatchObject({ width: 1600, height: 1200 });
      expect(photo.variants?.map((v) => v.width)).toEqual([480, 720, 1080]);
      expect(await dimensions(variant(photo, 720))).toEqual({ width: 720, height: 540, format: 'webp' });
    });
  });
});
