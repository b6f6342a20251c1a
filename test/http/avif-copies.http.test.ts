import sharp from 'sharp';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import {
  CAROUSEL_PHOTO_SIZES,
  photoAvifSrcset,
  photoAvifUrl,
  photoSrcset,
  PHOTO_WIDTHS,
  type PhotoWidth,
} from '../../src/domain/memory/photo-variants.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let page: BoughtPage;
let avifWidths: PhotoWidth[];
beforeAll(async () => {
  // AVIF copies made in this process (the photo worker's pipeline, without its process), after each approval.
  server = await startTestServer({ overrides: { avifEncoder: new SharpPhotoProcessor({ maxBytes: 20_000_000, maxPixels: 50_000_000 }) } });
  page = await buyPage(server, [await jpegImage(2400, 1800)], { plan: 'basic', yourName: 'Bia', lovedName: 'Leo' });
  await server.runtime.avifCopiesIdle();
  const body = (await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body as { photoAvifWidths: PhotoWidth[][] };
  avifWidths = body.photoAvifWidths[0]!;
});
afterAll(() => server.close());

const photo = () => `/api${page.photos[0]!}`;

describe('AVIF copies after a page is paid for', () => {
  it('are made after the approval (its e-mail already sent) and offered in the page’s JSON, only where they save a fifth', async () => {
    // jpegImage's fine stripes: AVIF saves a fifth at the large widths only (test/integration/avif-copies.test.ts).
    expect(avifWidths.length).toBeGreaterThan(0);
    expect(avifWidths.length).toBeLessThan(PHOTO_WIDTHS.length);
    const files = (await server.uploadedFiles()).filter((file) => file.startsWith(`${page.id}/`) && file.endsWith('.avif'));
    expect(files.sort()).toEqual(avifWidths.map((width) => photoAvifUrl(page.photos[0]!, width).slice('/uploads/'.length)).sort());
  });

  it('are served as image/avif with the photo’s cache headers and revalidation; a width not kept is a 404, never the WebP', async () => {
    for (const width of avifWidths) {
      const answer = await server.http.get(photoAvifUrl(photo(), width)).buffer(true).expect(200);
      expect(answer.headers['content-type']).toBe('image/avif');
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(await server.http.get(photoAvifUrl(photo(), width)).set('If-None-Match', answer.headers.etag as string)).toHaveProperty('status', 304);
    }
    const bytes = (await server.http.get(photoAvifUrl(photo(), avifWidths[0]!)).buffer(true).parse(binary)).body as Buffer;
    expect((await sharp(bytes).metadata()).compression).toBe('av1');
    for (const width of PHOTO_WIDTHS.filter((known) => !avifWidths.includes(known))) {
      await server.http.get(photoAvifUrl(photo(), width)).expect(404);
    }
    await server.http.get(photo().replace(/\.webp$/, '-960.avif')).expect(404);
  });

  it('preloads the first photo’s AVIF set from the head, typed, never the WebP set besides', async () => {
    const html = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)![0];
    expect(preload).toContain(' type="image/avif" ');
    expect(preload).toContain(`imagesrcset="${photoAvifSrcset(photo(), avifWidths)}"`);
    expect(preload).not.toContain(photoSrcset(photo()));
    expect(preload).toContain(`imagesizes="${CAROUSEL_PHOTO_SIZES}"`);
  });

  it('answer 410 once the page has ended, as its WebP files do', async () => {
    server.clock.advance(400 * DAY_MS);
    try {
      const answer = await server.http.get(photoAvifUrl(photo(), avifWidths[0]!)).expect(410);
      expect(answer.body.code).toBe('memory.no-longer-available');
    } finally {
      server.clock.advance(-400 * DAY_MS);
    }
  });
});

/** The body as bytes, whatever its type. */
const binary = (res: Response, done: (error: Error | null, body: unknown) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
