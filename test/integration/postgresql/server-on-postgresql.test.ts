import { afterAll, beforeAll, expect, it } from 'vitest';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { REQUEST_ERROR_TEXT } from '../../../src/texts/error-messages.pt-br.js';
import { eventually } from '../../support/eventually.js';
import { buyPage } from '../../support/http/buy-page.js';
import { validCreateForm, withForm } from '../../support/http/forms.js';
import { startTestServer, type TestServer } from '../../support/http/test-server.js';
import { describeOnPostgres } from '../../support/postgres/postgres-suite.js';
import { jpegImage } from '../../support/test-images.js';

describeOnPostgres('the server with DATABASE_URL', (cluster) => {
  let server: TestServer;
  let photo: Buffer;

  beforeAll(async () => {
    const url = await cluster().createDatabase();
    server = await startTestServer({ env: { DATABASE_URL: url, APP_SECRET: 'p'.repeat(40), READ_CACHE_TTL_MS: '60000' } });
    photo = await jpegImage(640, 480);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const rows = async () => (await server.runtime.container.get(PORTS.MemorySupportQueries).search({})).length;

  it('sells, publishes and e-mails a page with its rows in PostgreSQL; /healthz checks that database', async () => {
    const page = await buyPage(server, [photo]);

    expect(await rows()).toBe(1);
    const health = await server.http.get('/healthz').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok' });
    await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
  });

  it('while PostgreSQL is down: /healthz says so, an order is refused with 503 in Portuguese leaving nothing half-stored, cached pages are still served; all resumes once it is back', async () => {
    const page = await buyPage(server, [photo]);
    await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    const rowsBefore = await rows();
    const filesBefore = await server.uploadedFiles();

    await cluster().stop();
    try {
      const health = await server.http.get('/healthz').expect(503);
      expect(health.body).toMatchObject({ database: 'failing' });
      const order = await withForm(server.http.post('/api/create-payment'), validCreateForm(), [photo]);
      expect(order.status).toBe(503);
      expect(order.body.error).toBe(REQUEST_ERROR_TEXT.unavailable);
      expect(order.headers['retry-after']).toBeDefined();
      expect(await server.uploadedFiles()).toEqual(filesBefore);
      await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    } finally {
      await cluster().start();
    }

    await eventually(async () => ((await server.http.get('/healthz')).status === 200 ? true : undefined));
    expect(await rows()).toBe(rowsBefore);
    await buyPage(server, [photo]);
    expect(await rows()).toBe(rowsBefore + 1);
  });
});
