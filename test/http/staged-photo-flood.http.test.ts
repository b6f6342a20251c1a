import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSentence } from '../../src/texts/error-messages.pt-br.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { noisyPhotoUnder } from '../support/noisy-photo.js';
import { mountSmallTmpfs, type SmallTmpfs } from '../support/small-tmpfs.js';
import { jpegImage } from '../support/test-images.js';

const MB = 1024 * 1024;
const STAGING_FULL = { error: errorSentence({ code: 'photo.staging-full', details: {} }), code: 'photo.staging-full' };

/** A visitor's address, a new one for each `i`: IPv4 and IPv6 (each in a /64 of its own) in turn. */
const address = (i: number) => (i % 2 === 0 ? `198.51.100.${i / 2 + 1}` : `2001:db8:${i.toString(16)}::1`);

function stage(server: TestServer, photo: Buffer, from: string) {
  return server.http
    .post('/api/staged-photos')
    .set('X-Forwarded-For', from)
    .attach('photo', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' });
}

/**
 * Behind one proxy (TRUST_PROXY=1), so that each request says which address it comes from. Photos of up to 1 MB, one
 * upload at once: the disk's reserve for orders is 1 × 3 photos × 1 MB × 2 = 6 MB.
 */
const ENV = { TRUST_PROXY: '1', PHOTO_MAX_BYTES: String(MB), PHOTO_UPLOADS_AT_ONCE: '1', ORDER_LIMIT_PER_CLIENT: '1' };
const RESERVE = 6 * MB;

describe('photos sent ahead from many addresses, on a 24 MB disk', () => {
  let disk: SmallTmpfs;
  let server: TestServer;

  beforeAll(async () => {
    disk = await mountSmallTmpfs(24);
    server = await startTestServer({ env: { DATA_DIR: join(disk.path, 'data'), ...ENV } });
  });
  afterAll(async () => {
    await server?.close();
    await disk?.remove();
  });

  it('are refused before they reach the reserve for orders, and a real order still goes through', async () => {
    const photo = await noisyPhotoUnder(MB);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 40 && refused < 3; i++) {
      const response = await stage(server, photo, address(i));
      if (response.status === 201) {
        accepted++;
        continue;
      }
      expect(response.status).toBe(503);
      expect(response.body).toEqual(STAGING_FULL);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      refused++;
    }
    // The flood took what the disk had above the reserve, and no more.
    expect(accepted).toBeGreaterThan(5);
    expect(refused).toBe(3);
    expect(await disk.freeBytes()).toBeGreaterThanOrEqual(RESERVE);

    const photos = await Promise.all([1, 2, 3].map((seed) => noisyPhotoUnder(MB, seed)));
    const order = withForm(
      server.http.post('/api/create-payment').set('X-Forwarded-For', '2001:db8:ffff::7'),
      validCreateForm({ plan: 'premium' }),
      photos,
    );
    expect((await order).status).toBe(201);
  });
});

describe('photos sent ahead, on a roomy disk', () => {
  let server: TestServer;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await jpegImage(640, 480);
    server = await startTestServer({ env: { ...ENV, STAGED_PHOTOS_MAX_BYTES: String(4 * photo.length) } });
  });
  afterAll(() => server.close());

  it('are held within STAGED_PHOTOS_MAX_BYTES, every address together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await stage(server, photo, address(100 + i))).status);
    // Each counts at least 64 KB, and the upload under way counts as its whole body: three or four fit, then 503.
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(4)).toEqual([503, 503, 503, 503]);
  });

  it('count the addresses of one IPv6 /64 as one client', async () => {
    const quiet = await startTestServer({ env: ENV });
    try {
      // ORDER_LIMIT_PER_CLIENT=1: six photos sent ahead per client per hour.
      for (let i = 1; i <= 6; i++) expect((await stage(quiet, photo, `2001:db8:77:1::${i}`)).status).toBe(201);
      const seventh = await stage(quiet, photo, '2001:db8:77:1:abcd:ef01:2345:6789');
      expect(seventh.status).toBe(429);
      expect(seventh.body.code).toBe('request.rate-limited');
      // The next /64 is another client.
      expect((await stage(quiet, photo, '2001:db8:77:2::1')).status).toBe(201);
    } finally {
      await quiet.close();
    }
  });
});
