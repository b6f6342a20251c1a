import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSupportStats } from '../../src/application/support/get-support-stats.js';
import { EXAMPLE_PAGE, EXAMPLE_PAGE_PATH } from '../../src/domain/memory/example-page.js';
import { EXAMPLE_PAGE_TEXT } from '../../src/texts/example-page.pt-br.js';
import { runCli } from '../support/cli/run-cli.js';
import { startTestServer, UI_MEMORY_MARKER, type TestServer } from '../support/http/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = `/api${EXAMPLE_PAGE_PATH}`;

describe('the example page ("Ver um exemplo")', () => {
  it('answers like a page: an invented couple, their message, story and look, and no e-mail', async () => {
    const { body } = await server.http.get(api).expect(200);
    expect(body).toMatchObject({
      slug: EXAMPLE_PAGE.slug,
      yourName: EXAMPLE_PAGE_TEXT.yourName,
      lovedName: EXAMPLE_PAGE_TEXT.lovedName,
      datingSince: EXAMPLE_PAGE_TEXT.datingSince,
      message: EXAMPLE_PAGE_TEXT.message,
      plan: 'premium',
    });
    expect(body.photos).toHaveLength(3);
    expect(JSON.stringify(body)).not.toContain('@');
    const html = await server.http.get(EXAMPLE_PAGE_PATH).expect(200);
    expect(html.text).toContain(UI_MEMORY_MARKER);
    expect(html.text).toContain(EXAMPLE_PAGE_TEXT.yourName);
  });

  it('serves its photos in every width, with their placeholders, from nowhere in the photo storage', async () => {
    const { body } = await server.http.get(api).expect(200);
    const photos = body.photos as string[];
    const placeholders = JSON.stringify(body).match(/data:image\/webp;base64,/g) ?? [];
    expect(placeholders.length).toBeGreaterThanOrEqual(3);
    for (const photo of photos) {
      const url = `/api${photo}`;
      const full = await server.http.get(url).buffer(true).expect(200).expect('Content-Type', 'image/webp');
      expect((await sharp(full.body as Buffer).metadata()).width).toBeGreaterThan(480);
      const small = await server.http
        .get(url.replace(/\.webp$/, '-480.webp'))
        .buffer(true)
        .expect(200);
      expect((await sharp(small.body as Buffer).metadata()).width).toBe(480);
      const etag = full.headers.etag as string;
      await server.http.get(url).set('If-None-Match', etag).expect(304);
    }
    await server.http.get(`/api/uploads/${EXAMPLE_PAGE.id}/foto-9.webp`).expect(404);
    expect(await server.uploadedFiles()).toEqual([]);
  });

  it('takes the opened beacon with a 204 and counts nothing, e-mails nobody, and refuses a reply in Portuguese', async () => {
    for (let i = 0; i < 3; i++) await server.http.post(`${api}/opened`).expect(204);
    const reply = await server.http.post(`${api}/replies`).send({ note: 'Que lindo!' }).expect(403);
    expect(reply.body.code).toBe('reply.closed');
    expect(reply.body.error).toMatch(/[ãáéíóúç]|respost/i);
    expect(await server.outbox()).toEqual([]);
    const stats = await server.runtime.useCase(GetSupportStats).execute();
    expect(stats.openings).toEqual({ pagesOpened: 0, openings: 0, emailsOff: 0 });
    expect(Object.values(stats.pages).flatMap((byPlan) => Object.values(byPlan))).toEqual(new Array(10).fill(0));
    expect(await server.memoryCount()).toBe(0);
  });

  it('is not found at another slug, and nobody can edit it', async () => {
    await server.http.get(`/api/ana-e-joao/${EXAMPLE_PAGE.id}`).expect(404);
    await server.http.get(`/api/update/${EXAMPLE_PAGE.id}`).set('Authorization', 'Bearer x').expect(404);
  });

  it('is in none of memories-cli’s lists or counts', async () => {
    const env = { DATA_DIR: server.dataDir, PUBLIC_URL: 'http://memories.test' };
    const list = await runCli(['list', '--json'], { env });
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual([]);
    const shown = await runCli(['show', EXAMPLE_PAGE.id], { env });
    expect(shown.code).toBe(1);
    const stats = await runCli(['stats'], { env });
    expect(stats.code).toBe(0);
    expect(stats.stdout).not.toContain(EXAMPLE_PAGE_TEXT.yourName);
  });
});
