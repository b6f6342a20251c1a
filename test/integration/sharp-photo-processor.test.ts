import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import sharp, { type Color, type Sharp } from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import { DomainError } from '../../src/domain/shared/domain-error.js';
import { rejectionOf } from '../support/rejection.js';
import { heicAnnouncing, heicWithSpoiledPixels } from '../support/spoiled-heic.js';
import { HEIC_PHOTO_PATH } from '../support/test-images.js';

const limits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };
const processor = new SharpPhotoProcessor(limits);

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

const solid = (width: number, height: number, background: Color = RED) => sharp({ create: { width, height, channels: 3, background } });

const encoders = {
  jpeg: (image: Sharp) => image.jpeg(),
  png: (image: Sharp) => image.png(),
  webp: (image: Sharp) => image.webp(),
  gif: (image: Sharp) => image.gif(),
  avif: (image: Sharp) => image.avif({ effort: 0 }),
};

/** Left half red, right half blue, so a rotation shows in the pixels and not only in the size. */
const halves = (width: number, height: number) =>
  solid(width, height, BLUE).composite([{ input: { create: { width: width / 2, height, channels: 3, background: RED } }, left: 0, top: 0 }]);

async function pixel(image: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

function expectColour(actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) {
  for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(actual[channel] - expected[channel])).toBeLessThan(40);
}

/** A PNG whose header claims 100 000 × 100 000 pixels: a decompression bomb, stopped before any pixel is decoded. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  const ihdr = png.indexOf('IHDR', 0, 'latin1');
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return png;
}

/**
 * A HEIC (HEVC in HEIF) header: sharp's bundled libheif cannot encode HEVC, so an AVIF is relabelled and its `av1C`
 * box replaced by a minimal `hvcC`. The decoder reports it as `heif` with `hevc` compression.
 */
async function heicImage(): Promise<Buffer> {
  const avif = await solid(64, 48).avif({ effort: 0 }).toBuffer();
  const at = (buffer: Buffer, type: string) => buffer.indexOf(type, 0, 'latin1');
  const hvcC = Buffer.from('0101600000009000000000005df000fcfdf8f800000f00', 'hex');
  const box = Buffer.concat([Buffer.alloc(4), Buffer.from('hvcC', 'latin1'), hvcC]);
  box.writeUInt32BE(box.length);
  const av1C = at(avif, 'av1C') - 4;
  const delta = box.length - avif.readUInt32BE(av1C);
  const heic = Buffer.concat([avif.subarray(0, av1C), box, avif.subarray(av1C + avif.readUInt32BE(av1C))]);
  for (const parent of ['meta', 'iprp', 'ipco']) heic.writeUInt32BE(heic.readUInt32BE(at(heic, parent) - 4) + delta, at(heic, parent) - 4);
  const baseOffset = at(heic, 'iloc') + 4 + 12;
  heic.writeUInt32BE(heic.readUInt32BE(baseOffset) + delta, baseOffset);
  for (const [from, to] of [
    ['avif', 'heic'],
    ['av01', 'hvc1'],
  ] as const) {
    for (let i = at(heic, from); i >= 0; i = at(heic, from)) heic.write(to, i, 'latin1');
  }
  return heic;
}

describe('SharpPhotoProcessor', () => {
  it.each(Object.keys(encoders) as (keyof typeof encoders)[])('accepts %s and re-encodes it as WebP', async (format) => {
    const input = await encoders[format](solid(64, 48)).toBuffer();
    expect((await sharp(input).metadata()).format).toBe(format === 'avif' ? 'heif' : format);

    const photo = await processor.process(input);

    expect(photo).toMatchObject({ width: 64, height: 48, extension: 'webp' });
    expect(Buffer.from(photo.bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    const output = await sharp(photo.bytes).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expectColour(await pixel(photo.bytes, 32, 24), RED);
  });

  it('shrinks a 12 MP photo so its long edge is 1600', async () => {
    const photo = await processor.process(await solid(4000, 3000).jpeg().toBuffer());

    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });

  it('limits the long edge of a portrait photo too, and honours maxEdge', async () => {
    const input = await solid(3000, 4000).png({ compressionLevel: 1 }).toBuffer();

    expect(await processor.process(input)).toMatchObject({ width: 1200, height: 1600 });
    expect(await new SharpPhotoProcessor({ ...limits, maxEdge: 500 }).process(input)).toMatchObject({ width: 375, height: 500 });
  });

  it('never enlarges a small photo', async () => {
    expect(await processor.process(await solid(300, 200).jpeg().toBuffer())).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF (location included), ICC and XMP', async () => {
    const input = await halves(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { ImageDescription: 'Avenida Paulista' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 40/1' } })
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 400, height: 200 });
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer, tag 0x8825
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(input.includes('Avenida Paulista')).toBe(true);

    const photo = await processor.process(input);

    expect(photo).toMatchObject({ width: 200, height: 400 });
    // Rotated 90° clockwise: the red left half is now on top.
    expectColour(await pixel(photo.bytes, 100, 50), RED);
    expectColour(await pixel(photo.bytes, 100, 350), BLUE);
    const after = await sharp(photo.bytes).metadata();
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.hasProfile).toBe(false);
    const bytes = Buffer.from(photo.bytes);
    for (const marker of ['Exif', 'EXIF', 'ICCP', 'XMP ', 'Avenida']) expect(bytes.includes(marker, 0, 'latin1')).toBe(false);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frames = await Promise.all([RED, BLUE, { r: 0, g: 255, b: 0 }].map((colour) => solid(32, 32, colour).png().toBuffer()));
    const input = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(input).metadata()).pages).toBe(3);

    const photo = await processor.process(input);

    expect(photo).toMatchObject({ width: 32, height: 32 });
    expect((await sharp(photo.bytes).metadata()).pages).toBeUndefined();
    expectColour(await pixel(photo.bytes, 16, 16), RED);
  });

  it('decodes an iPhone HEIC (HEVC): upright by its irot, the EXIF orientation not applied again, no EXIF kept', async () => {
    const input = readFileSync(HEIC_PHOTO_PATH);
    expect(await sharp(input).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    expect(input.includes('segredo-exif', 0, 'latin1')).toBe(true);

    const photo = await processor.process(input);

    expect(photo).toMatchObject({ width: 64, height: 48, extension: 'webp' });
    expect(photo.variants?.map((variant) => variant.width)).toEqual([480, 720, 1080]);
    expectColour(await pixel(photo.bytes, 8, 24), RED);
    expectColour(await pixel(photo.bytes, 56, 24), BLUE);
    const after = await sharp(photo.bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', channels: 3, hasProfile: false });
    expect(after.exif).toBeUndefined();
    for (const marker of ['Exif', 'Apple', 'segredo-exif']) expect(Buffer.from(photo.bytes).includes(marker, 0, 'latin1')).toBe(false);
  });

  it('checks a HEIC against maxPixels before decoding it', async () => {
    const error = await rejectionOf(
      new SharpPhotoProcessor({ ...limits, maxPixels: 64 * 48 - 1 }).process(readFileSync(HEIC_PHOTO_PATH)),
      DomainError,
    );
    expect(error.code).toBe('photo.too-many-pixels');
  });

  it('refuses a HEIC above 25 MP before decoding it, as a HEIC, whatever maxPixels allows', async () => {
    const error = await rejectionOf(new SharpPhotoProcessor({ ...limits, maxPixels: 50_000_000 }).process(heicAnnouncing(6048, 8064)), DomainError);
    expect(error.code).toBe('photo.too-many-pixels');
    expect(error.details).toEqual({ limitPixels: 25_000_000, format: 'heic' });
  });

  it('refuses a HEIC whose pixels libheif cannot decode with what it printed as the cause, printing nothing', async () => {
    const log = vi.spyOn(console, 'log');
    try {
      const error = await rejectionOf(processor.process(heicWithSpoiledPixels()), DomainError);
      expect(error.code).toBe('photo.invalid-image');
      expect(String(error.cause)).toMatch(/Decoding image failed.*Decoder plugin generated an error/);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  describe('refuses what is not an accepted image', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="red"/></svg>';
    const cases: [string, () => Promise<Uint8Array>][] = [
      ['an empty upload', async () => new Uint8Array()],
      ['text', async () => new TextEncoder().encode('Não é uma foto, é um texto qualquer.')],
      ['an SVG', async () => new TextEncoder().encode(svg)],
      ['an SVG with an XML declaration', async () => new TextEncoder().encode(`<?xml version="1.0"?>${svg}`)],
      ['a TIFF, which sharp decodes but we do not accept', () => solid(64, 48).tiff().toBuffer()],
      ['a HEIC whose HEVC data does not decode', heicImage],
      ['a HEIC cut short', async () => readFileSync(HEIC_PHOTO_PATH).subarray(0, 1100)],
      [
        'an MP4 video (ISO-BMFF like HEIF)',
        async () => Buffer.concat([Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isommp41', 'latin1'), Buffer.alloc(64)]),
      ],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await halves(400, 300).jpeg({ quality: 95 }).toBuffer();
          return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
        },
      ],
      ['a JPEG cut inside its header', async () => (await solid(64, 48).jpeg().toBuffer()).subarray(0, 40)],
      [
        'a PNG with a corrupt body',
        async () => {
          const png = Buffer.from(await halves(64, 48).png().toBuffer());
          png.fill(0x42, png.indexOf('IDAT', 0, 'latin1') + 8, png.length - 12);
          return png;
        },
      ],
      [
        'a WebP header around JPEG bytes',
        async () => {
          const jpeg = await solid(64, 48).jpeg().toBuffer();
          return Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), jpeg]);
        },
      ],
    ];

    it.each(cases)('%s → photo.invalid-image', async (_name, make) => {
      const upload = await make();
      expect((await rejectionOf(processor.process(upload), DomainError)).code).toBe('photo.invalid-image');
    });
  });

  it('refuses an upload over maxBytes with photo.too-large, and accepts one at the limit', async () => {
    const input = await solid(64, 48).jpeg().toBuffer();

    const error = await rejectionOf(new SharpPhotoProcessor({ ...limits, maxBytes: input.length - 1 }).process(input), DomainError);
    expect(error.code).toBe('photo.too-large');
    expect(error.details).toEqual({ limitBytes: input.length - 1 });
    await expect(new SharpPhotoProcessor({ ...limits, maxBytes: input.length }).process(input)).resolves.toMatchObject({ width: 64 });
  });

  it('refuses an image over maxPixels with photo.too-many-pixels, and accepts one at the limit', async () => {
    const input = await solid(64, 48).png().toBuffer();

    const error = await rejectionOf(new SharpPhotoProcessor({ ...limits, maxPixels: 64 * 48 - 1 }).process(input), DomainError);
    expect(error.code).toBe('photo.too-many-pixels');
    expect(error.details).toEqual({ limitPixels: 64 * 48 - 1 });
    await expect(new SharpPhotoProcessor({ ...limits, maxPixels: 64 * 48 }).process(input)).resolves.toMatchObject({ width: 64 });
  });

  it('stops a decompression bomb at its header', async () => {
    const bomb = await pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);

    expect((await rejectionOf(processor.process(bomb), DomainError)).code).toBe('photo.too-many-pixels');
  });

  it('judges the pixel count by the header, before decoding: a header over the limit with one pixel of data is too many pixels', async () => {
    // Decoding this file would fail on its missing pixel data (photo.invalid-image); the header check answers first.
    const claimsTooMany = await pngClaiming(100, 100);
    await expect(processor.process(claimsTooMany)).rejects.toMatchObject({ code: 'photo.invalid-image' });

    const error = await rejectionOf(new SharpPhotoProcessor({ ...limits, maxPixels: 100 * 100 - 1 }).process(claimsTooMany), DomainError);
    expect(error.code).toBe('photo.too-many-pixels');
  });

  it('refuses nonsense limits at construction', () => {
    expect(() => new SharpPhotoProcessor({ ...limits, maxBytes: 0 })).toThrow(RangeError);
    expect(() => new SharpPhotoProcessor({ ...limits, maxPixels: Number.NaN })).toThrow(RangeError);
    expect(() => new SharpPhotoProcessor({ ...limits, quality: 101 })).toThrow(RangeError);
  });
});
