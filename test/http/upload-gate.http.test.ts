import type { ClientRequest, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/adapters/composition/web-server.js';
import { REQUEST_ERROR_TEXT } from '../../src/texts/error-messages.pt-br.js';
import { eventually } from '../support/eventually.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { BOUNDARY, handWrittenUpload, keepSending } from '../support/http/hand-written-upload.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

let server: TestServer;
let socket: Server;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer({ env: { PHOTO_UPLOADS_AT_ONCE: '1' } });
  socket = await listen(server.app, '127.0.0.1', 0);
  photo = await jpegImage(640, 480);
});
afterAll(async () => {
  await new Promise((resolve) => socket.close(resolve));
  await server.close();
});

/** An order whose photo is still being sent: it holds its place among the uploads in flight until `finish`. */
function uploadStillSending(): { request: ClientRequest; finish(): Promise<number> } {
  const { port } = socket.address() as AddressInfo;
  const { request, status } = handWrittenUpload(port);
  request.write('x'.repeat(16 * 1024));
  keepSending(request);
  return {
    request,
    finish: () => {
      request.end(`\r\n--${BOUNDARY}--\r\n`);
      return status;
    },
  };
}

describe('requests with photos at once (PHOTO_UPLOADS_AT_ONCE=1)', () => {
  it('refuses one more upload with 503, Retry-After and a Portuguese sentence, storing nothing, then takes it again', async () => {
    const first = uploadStillSending();
    // The first one holds its place once the server has begun reading its photo; until then a photo is taken (and
    // refused as a form without its fields, 400), afterwards refused as busy (503), and nothing is stored either way.
    await eventually(async () => {
      const probe = await withForm(server.http.post('/api/create-payment'), {}, [photo]);
      return probe.status === 503 ? true : undefined;
    });
    const refused = await withForm(server.http.post('/api/create-payment'), validCreateForm(), [photo]);

    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({ error: REQUEST_ERROR_TEXT.uploadsBusy, code: 'service.busy' });
    expect(await server.memoryCount()).toBe(0);
    expect(await server.uploadedFiles()).toEqual([]);

    // The first one ends (a form without the fields: refused as invalid), and its place is free again.
    expect(await first.finish()).toBe(400);
    await withForm(server.http.post('/api/create-payment'), validCreateForm(), [photo]).expect(201);
    expect(await server.memoryCount()).toBe(1);
  });

  it('takes an order that names photos sent ahead while every place is held: it carries no photo bytes', async () => {
    const staged = await server.http
      .post('/api/staged-photos')
      .attach('photo', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const first = uploadStillSending();
    await eventually(async () => ((await withForm(server.http.post('/api/create-payment'), {}, [photo])).status === 503 ? true : undefined));
    const pages = await server.memoryCount();

    const order = withForm(server.http.post('/api/create-payment'), validCreateForm()).field('stagedPhotos', staged.body.reference as string);
    expect((await order).status).toBe(201);
    expect(await server.memoryCount()).toBe(pages + 1);
    expect(await first.finish()).toBe(400);
  });
});
