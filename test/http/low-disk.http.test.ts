import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { noisyPhotoUnder } from '../support/noisy-photo.js';
import { mountSmallTmpfs, type SmallTmpfs } from '../support/small-tmpfs.js';

const MB = 1024 * 1024;
/** One upload at once, photos up to 1 MB: the derived reserve is 1 × 3 photos × 1 MB × 2 = 6 MB, on a 12 MB disk. */
const ENV = { PHOTO_MAX_BYTES: String(MB), PHOTO_UPLOADS_AT_ONCE: '1' };
const RESERVE = 6 * MB;

const largestPhoto = (seed: number) => noisyPhotoUnder(MB, seed);

describe('/healthz on a disk running out of space (DATA_DIR on a 12 MB tmpfs)', () => {
  let disk: SmallTmpfs;
  let server: TestServer;
  let filler: Awaited<ReturnType<typeof open>>;

  beforeAll(async () => {
    disk = await mountSmallTmpfs(12);
    server = await startTestServer({ env: { DATA_DIR: join(disk.path, 'data'), ...ENV } });
    filler = await open(join(disk.path, 'filler'), 'w');
  });

  afterAll(async () => {
    await filler?.close();
    await server?.close();
    await disk?.remove();
  });

  const order = async (seed: number) =>
    withForm(
      server.http.post('/api/create-payment'),
      validCreateForm({ plan: 'premium' }),
      await Promise.all([0, 1, 2].map((i) => largestPhoto(seed * 3 + i))),
    );

  /** Fills the disk in 128 KB steps until `stop` says so, or the disk is full; says whether it stopped. */
  async function fillUntil(stop: () => Promise<boolean>): Promise<boolean> {
    const chunk = Buffer.alloc(128 * 1024, 1);
    for (;;) {
      if (await stop()) return true;
      try {
        await filler.write(chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return false;
        throw error;
      }
    }
  }

  it('says 200 with room for orders, then "storage": "low" while the largest order still goes through', async () => {
    expect(await disk.freeBytes()).toBeGreaterThan(RESERVE);
    expect((await server.http.get('/healthz').expect(200)).body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

    const turnedLow = await fillUntil(async () => (await server.http.get('/healthz')).status === 503);
    expect(turnedLow).toBe(true);
    expect(await disk.freeBytes()).toBeLessThan(RESERVE);
    expect((await server.http.get('/healthz').expect(503)).body).toEqual({ status: 'unavailable', database: 'ok', storage: 'low' });

    // Turned away before the first order fails: an order of three of the largest photos is still taken.
    const pages = await server.memoryCount();
    expect((await order(1)).status).toBe(201);
    expect(await server.memoryCount()).toBe(pages + 1);
  });

  it('refuses an order with an honest 503 once the disk is fuller, /healthz having said so all along', async () => {
    let refused = false;
    let healthyBeforeRefusal = false;
    let seed = 2;
    await fillUntil(async () => {
      if ((await server.http.get('/healthz')).status === 200) healthyBeforeRefusal = true;
      const response = await order(seed++);
      if (response.status === 201) return false;
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('service.unavailable');
      refused = true;
      return true;
    });
    expect(refused).toBe(true);
    expect(healthyBeforeRefusal).toBe(false);
  });

  it('is healthy again once space is freed', async () => {
    await filler.truncate(0);
    expect(await disk.freeBytes()).toBeGreaterThan(RESERVE);
    expect((await server.http.get('/healthz').expect(200)).body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });
});
