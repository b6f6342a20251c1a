import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage } from '../support/test-images.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

let server: TestServer;
let photo: Buffer;

beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer();
});
afterAll(() => server.close());

async function refusedOrder(): Promise<string> {
  const created = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo]).expect(201);
  const id = (created.body.init_point as string).split('/').pop()!;
  await server.http.post(`/checkout/demo/${id}/reject`).expect(303);
  return id;
}

describe('POST /api/checkout/{id}: "Tentar novamente" after a refused payment', () => {
  it('opens the checkout of the same order again: no new row, no new photo', async () => {
    const id = await refusedOrder();
    const [rows, files] = [await server.memoryCount(), await server.uploadedFiles()];
    const reopened = await server.http.post(`/api/checkout/${id}`).expect(200);
    expect(reopened.body).toEqual({ init_point: `http://memories.test/checkout/demo/${id}` });
    expect(reopened.headers['cache-control']).toBe('no-store');
    expect(await server.memoryCount()).toBe(rows);
    expect(await server.uploadedFiles()).toEqual(files);
    await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
    expect((await server.http.get(`/api/payment-status/${id}`).expect(200)).body.status).toBe('approved');
  });

  it('refuses an order already paid with 409, and an unknown one with 404, in Portuguese', async () => {
    const page = await buyPage(server, [photo]);
    const paid = await server.http.post(`/api/checkout/${page.id}`).expect(409);
    expect(paid.body).toEqual({ error: 'Esta ação não é possível no estado atual da página.', code: 'memory.invalid-transition' });
    const unknown = await server.http.post('/api/checkout/naoexiste').expect(404);
    expect(unknown.body.code).toBe('memory.not-found');
  });

  it('limits how often one order is reopened', async () => {
    const id = await refusedOrder();
    for (let i = 0; i < 10; i++) await server.http.post(`/api/checkout/${id}`).expect(200);
    const limited = await server.http.post(`/api/checkout/${id}`).expect(429);
    expect(limited.body.code).toBe('request.rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
