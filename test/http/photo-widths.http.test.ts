import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoVariantUrl } from '../../src/domain/memory/photo-variants.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bytesOf = async (path: string) => {
  const answer = await server.http
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { answer, body: answer.body as Buffer };
};

describe('a photo’s smaller widths answer like the photo', () => {
  it('serves the 480, 720 and 1080 px widths beside the photo, with the photo’s cache headers and revalidation', async () => {
    const page = await buyPage(server, [await jpegImage(2400, 1800)], { plan: 'premium', yourName: 'Bia', lovedName: 'Leo' });
    const photo = `/api${page.photos[0]}`;

    for (const width of [480, 720, 1080] as const) {
      const { answer, body } = await bytesOf(photoVariantUrl(photo, width));
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect((await sharp(body).metadata()).width).toBe(width);
      await server.http
        .get(photoVariantUrl(photo, width))
        .set('If-None-Match', answer.headers.etag as string)
        .expect(304);
    }
    expect((await sharp((await bytesOf(photo)).body).metadata()).width).toBe(1600);
  });

  it('answers 404 for any other width, and never makes one', async () => {
    const page = await buyPage(server, [await jpegImage(2400, 1800)], { plan: 'premium', yourName: 'Caio', lovedName: 'Duda' });
    const photo = `/api${page.photos[0]}`;
    const filesBefore = await server.uploadedFiles();

    for (const suffix of ['-1600', '-700', '-481', '-4800', '-0720', '-720-480', '-72O', '-960']) {
      const answer = await server.http.get(photo.replace(/\.webp$/, `${suffix}.webp`)).expect(404);
      expect(answer.body.code).toBe('route.not-found');
    }
    await server.http.get(photo.replace(/\.webp$/, '-720.png')).expect(404);
    expect(await server.uploadedFiles()).toEqual(filesBefore);
  });

  it('serves no width of a pending page’s photo, and answers 410 for those of an ended page', async () => {
    const created = await withForm(server.http.post('/api/create-payment'), validCreateForm({ yourName: 'Eli' }), [
      await jpegImage(1200, 900),
    ]).expect(201);
    const id = (created.body.init_point as string).split('/').pop()!;
    const pending = (await server.uploadedFiles()).filter((file) => file.startsWith(`${id}/`) && /-720\.webp$/.test(file));
    expect(pending).toHaveLength(1);
    expect((await server.http.get(`/api/uploads/${pending[0]}`).expect(404)).body.code).toBe('memory.not-found');

    const page = await buyPage(server, [await jpegImage(1200, 900)], { plan: 'basic', yourName: 'Fabi', lovedName: 'Gil' });
    const width = photoVariantUrl(`/api${page.photos[0]}`, 480);
    await server.http.get(width).expect(200);
    server.clock.advance(400 * DAY_MS);
    try {
      expect((await server.http.get(width).expect(410)).body.code).toBe('memory.no-longer-available');
    } finally {
      server.clock.advance(-400 * DAY_MS);
    }
  });

  it('answers a known width of a photo stored before it had widths with the photo itself', async () => {
    const page = await buyPage(server, [await jpegImage(2400, 1800)], { plan: 'premium', yourName: 'Hugo', lovedName: 'Ia' });
    const stored = page.photos[0]!;
    for (const width of [480, 720, 1080] as const) await rm(join(server.dataDir, photoVariantUrl(stored, width)));

    const photo = await bytesOf(`/api${stored}`);
    const instead = await bytesOf(photoVariantUrl(`/api${stored}`, 720));

    expect(instead.body.equals(photo.body)).toBe(true);
    expect(instead.answer.headers.etag).toBe(photo.answer.headers.etag);
    await server.http.get(photoVariantUrl(`/api${stored}`, 720).replace('-720', '-700')).expect(404);
  });
});
