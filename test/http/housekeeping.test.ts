import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerHousekeeping } from '../../src/adapters/composition/scheduling.js';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  photo = await jpegImage(320, 240);
});
afterAll(() => server.close());

describe('the server housekeeping', () => {
  it('removes unpaid pages after 7 days with their photos, and records the end of basic pages past their year', async () => {
    const basic = await buyPage(server, [photo], { plan: 'basic', yourName: 'Téo', lovedName: 'Uma' });
    const premium = await buyPage(server, [photo, photo], { plan: 'premium', yourName: 'Vera', lovedName: 'Wil' });
    const unpaid = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm({ yourName: 'Xico' }) }, [photo]).expect(201);
    const unpaidId = (unpaid.body.init_point as string).split('/').pop()!;
    expect(await server.memoryCount()).toBe(3);
    // The photo and its 480, 720 and 1080 px widths.
    expect((await server.uploadedFiles()).filter((f) => f.startsWith(`${unpaidId}/`))).toHaveLength(4);

    const chores = startServerHousekeeping(server.runtime, 60 * 60 * 1000);
    try {
      await chores.runNow();
      expect(await server.memoryCount()).toBe(3);

      server.clock.advance(8 * DAY_MS);
      await chores.runNow();
      expect(await server.memoryCount()).toBe(2);
      expect((await server.uploadedFiles()).filter((f) => f.startsWith(`${unpaidId}/`))).toEqual([]);
      expect(await server.runtime.container.get(PORTS.MemoryRepository).findById(basic.id)).toMatchObject({ status: 'active' });

      server.clock.advance(365 * DAY_MS);
      await chores.runNow();
      const repository = server.runtime.container.get(PORTS.MemoryRepository);
      expect((await repository.findById(basic.id))?.status).toBe('expired');
      expect((await repository.findById(premium.id))?.status).toBe('active');
      await server.http.get(`/api/${basic.slug}/${basic.id}`).expect(410);
    } finally {
      await chores.stop();
    }
  });

  it('removes the preview image of a page once the page is no longer shown: it carries the names and the date', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Yara', lovedName: 'Zeca' });
    const html = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;
    const image = /property="og:image" content="[^"]*?(\/api\/preview\/[^"]+)"/.exec(html)![1]!;
    await server.http.get(image).expect(200);
    const previewsOfPage = async () =>
      (await readdir(join(server.runtime.paths.dataDir, 'previews'))).filter((name) => name.startsWith(`${page.id}.`));
    expect(await previewsOfPage()).toHaveLength(1);

    const chores = startServerHousekeeping(server.runtime, 60 * 60 * 1000);
    try {
      await chores.runNow();
      expect(await previewsOfPage()).toHaveLength(1);
      server.clock.advance(366 * DAY_MS);
      await chores.runNow();
      expect(await previewsOfPage()).toEqual([]);
    } finally {
      await chores.stop();
    }
  });
});
