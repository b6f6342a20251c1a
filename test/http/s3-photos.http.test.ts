import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_ERROR_TEXT } from '../../src/texts/error-messages.pt-br.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../support/s3/local-s3.js';
import { jpegImage } from '../support/test-images.js';

const BUCKET = 'memories-photos';

let s3: LocalS3;
let server: TestServer;

beforeAll(async () => {
  for (const [name, value] of Object.entries(LOCAL_S3_SDK_ENV)) vi.stubEnv(name, value);
  s3 = await startLocalS3([BUCKET]);
  server = await startTestServer({ env: s3.env(BUCKET, 'site/photos') });
});
afterAll(async () => {
  await server?.close();
  await s3?.dispose();
  vi.unstubAllEnvs();
});

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('photos kept in an S3 bucket (STORAGE_URL)', () => {
  it('stores a bought page’s photo as an object, not in the data folder, and streams it with etag and 304', async () => {
    const page = await buyPage(server, [await jpegImage(300, 200)], { plan: 'premium', yourName: 'Bia', lovedName: 'Leo' });

    expect(page.photos).toEqual([expect.stringMatching(new RegExp(`^/uploads/${page.id}/[0-9a-f]{32}\\.webp$`))]);
    const key = `site/photos${page.photos[0]!.slice('/uploads'.length)}`;
    expect(await s3.keys(BUCKET)).toContain(key);
    expect(await server.uploadedFiles()).toEqual([]);

    const photo = await server.http.get(`/api${page.photos[0]}`).expect(200);
    expect(photo.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, no-cache' });
    expect(photo.headers.etag).toMatch(/^W\/".+"$/);
    expect(Buffer.compare(photo.body as Buffer, await objectBytes(key))).toBe(0);
    await server.http.get(`/api${page.photos[0]}`).set('If-None-Match', photo.headers.etag!).expect(304);
    const head = await server.http.head(`/api${page.photos[0]}`).expect(200);
    expect(head.headers['content-length']).toBe(String((photo.body as Buffer).byteLength));
  });

  it('keeps a photo’s smaller widths as objects beside it, under the same prefix, and serves them', async () => {
    const page = await buyPage(server, [await jpegImage(1200, 900)], { plan: 'premium', yourName: 'Rui', lovedName: 'Sol' });

    const key = `site/photos${page.photos[0]!.slice('/uploads'.length)}`;
    const widthKeys = [480, 720, 1080].map((width) => key.replace(/\.webp$/, `-${width}.webp`));
    expect(await s3.keys(BUCKET)).toEqual(expect.arrayContaining([key, ...widthKeys]));
    const served = await server.http.get(`/api${page.photos[0]!.replace(/\.webp$/, '-480.webp')}`).expect(200);
    expect(Buffer.compare(served.body as Buffer, await objectBytes(widthKeys[0]!))).toBe(0);
  });

  it('does not serve the photos of a page that is not public', async () => {
    const created = await withForm(server.http.post('/api/create-payment'), validCreateForm({ yourName: 'Caio' }), [
      await jpegImage(200, 200),
    ]).expect(201);
    const id = (created.body.init_point as string).split('/').pop()!;
    const [key] = (await s3.keys(BUCKET)).filter((name) => name.startsWith(`site/photos/${id}/`) && name.endsWith('.webp'));
    expect(key).toBeDefined();

    const answer = await server.http.get(`/api/uploads${key!.slice('site/photos'.length)}`).expect(404);
    expect(answer.body.code).toBe('memory.not-found');
  });

  it('while the storage is down: /healthz 503 naming it, orders 503 with nothing stored; works again once it is back', async () => {
    await server.http.get('/healthz').expect(200);
    const rows = await server.memoryCount();
    const keys = await s3.keys(BUCKET);

    await s3.stop();
    try {
      const health = await server.http.get('/healthz').expect(503);
      expect(health.body).toMatchObject({ status: 'unavailable', storage: 'failing' });
      const order = await withForm(server.http.post('/api/create-payment'), validCreateForm({ yourName: 'Davi' }), [
        await jpegImage(200, 200),
      ]).expect(503);
      expect(order.body).toEqual({ error: REQUEST_ERROR_TEXT.unavailable, code: 'service.unavailable' });
    } finally {
      await s3.start();
    }

    expect(await server.memoryCount()).toBe(rows);
    expect(await s3.keys(BUCKET)).toEqual(keys);
    await server.http.get('/healthz').expect(200);
    const page = await buyPage(server, [await jpegImage(300, 200)], { yourName: 'Eva', lovedName: 'Rui' });
    await server.http.get(`/api${page.photos[0]}`).expect(200);
  });
});

describe('PHOTO_PUBLIC_URL', () => {
  it('names the public page’s photos at that origin (the bucket’s public prefix), lets the pages show them, keeps stored paths for the owner', async () => {
    const cdn = await startTestServer({ env: { ...s3.env(BUCKET, 'site/photos'), PHOTO_PUBLIC_URL: 'https://photos.memories.test/site/photos/' } });
    try {
      const page = await buyPage(cdn, [await jpegImage(300, 200)], { yourName: 'Ivo', lovedName: 'Lia' });

      expect(page.photos).toEqual([
        expect.stringMatching(new RegExp(`^https://photos\\.memories\\.test/site/photos/${page.id}/[0-9a-f]{32}\\.webp$`)),
      ]);
      const key = page.photos[0]!.slice('https://photos.memories.test/'.length);
      expect(await s3.keys(BUCKET)).toContain(key);
      const owned = await cdn.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200);
      expect(owned.body.photos).toEqual([`/uploads${key.slice('site/photos'.length)}`]);
      const document = await cdn.http.get(`/${page.slug}/${page.id}`).expect(200);
      expect(document.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/photos\.memories\.test[ ;]/);
      // Through a CDN in front of this server, the photo is shown by the pages' origin.
      const photo = await cdn.http.get(`/api${owned.body.photos[0]}`).expect(200);
      expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await cdn.close();
    }
  });

  it('is not used unless set: the page names its stored paths, photos stay same-origin', async () => {
    const page = await buyPage(server, [await jpegImage(300, 200)], { yourName: 'Noa', lovedName: 'Teo' });

    expect(page.photos[0]).toMatch(/^\/uploads\//);
    const photo = await server.http.get(`/api${page.photos[0]}`).expect(200);
    expect(photo.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
