import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function storedPhotosOf(id: string): Promise<string[]> {
  return (await server.uploadedFiles()).filter((file) => file.startsWith(`${id}/`)).map((file) => `/api/uploads/${file}`);
}

describe('photos answer like their page', () => {
  it('serves an online page’s photos, revalidated on every use, and answers its etag with 304', async () => {
    const page = await buyPage(server, [await jpegImage(300, 200)], { plan: 'premium', yourName: 'Bia', lovedName: 'Leo' });
    const photo = await server.http.get(`/api${page.photos[0]}`).expect(200);
    expect(photo.headers['cache-control']).toBe('public, no-cache');
    expect(photo.headers['cache-control']).not.toContain('immutable');
    await server.http
      .get(`/api${page.photos[0]}`)
      .set('If-None-Match', photo.headers.etag as string)
      .expect(304);
  });

  it('does not serve a pending page’s photos to whoever has the address', async () => {
    const created = await withForm(server.http.post('/api/create-payment'), validCreateForm({ yourName: 'Caio' }), [
      await jpegImage(200, 200),
    ]).expect(201);
    const id = (created.body.init_point as string).split('/').pop()!;
    const [photo] = await storedPhotosOf(id);
    expect(photo).toBeDefined();
    const answer = await server.http.get(photo!).expect(404);
    expect(answer.body.code).toBe('memory.not-found');
    expect(answer.headers['cache-control']).not.toContain('immutable');
    await server.http.head(photo!).expect(404);
  });

  it('answers 410 for a basic page past its end date, even before the expiry job ran, and for a conditional request', async () => {
    const page = await buyPage(server, [await jpegImage(300, 200)], { plan: 'basic', yourName: 'Davi', lovedName: 'Eva' });
    const served = await server.http.get(`/api${page.photos[0]}`).expect(200);
    server.clock.advance(400 * DAY_MS);
    try {
      await server.http.get(`/api/${page.slug}/${page.id}`).expect(410);
      const photo = await server.http.get(`/api${page.photos[0]}`).expect(410);
      expect(photo.body.code).toBe('memory.no-longer-available');
      // A cache that kept the bytes and asks again is not told they are still good.
      await server.http
        .get(`/api${page.photos[0]}`)
        .set('If-None-Match', served.headers.etag as string)
        .expect(410);
    } finally {
      server.clock.advance(-400 * DAY_MS);
    }
  });

  it('answers 404 for photos under an unknown page', async () => {
    await server.http.get('/api/uploads/zzzzzzzzzzzzzzzz/photo-1.webp').expect(404);
  });
});
