import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/adapters/composition/web-server.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

let server: TestServer;
let socket: Server;
let page: BoughtPage;

beforeAll(async () => {
  server = await startTestServer();
  page = await buyPage(server, [await jpegImage(640, 480)]);
  socket = await listen(server.app, '127.0.0.1', 0);
});
afterAll(async () => {
  await new Promise((resolve) => socket.close(resolve));
  await server.close();
});

/**
 * Starts a PUT that announces 20 MB of photos but sends only its first 64 KB, and resolves with the status of the
 * answer: a server that read the body before checking the token would never answer.
 */
function answerToUnfinishedUpload(authorization: string | null): Promise<number> {
  const { port } = socket.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: `/api/update/${page.id}`,
      headers: {
        'Content-Type': 'multipart/form-data; boundary=memories',
        'Content-Length': String(20 * 1024 * 1024),
        ...(authorization ? { Authorization: authorization } : {}),
      },
    });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    request.write(`--memories\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n${'x'.repeat(64 * 1024)}`);
  });
}

describe('PUT /api/update/{id}: the edit token before the body', () => {
  it('answers 403 to a wrong token while the photos are still on their way', async () => {
    expect(await answerToUnfinishedUpload('Bearer a-wrong-token-that-is-long-enough-to-look-real-00000')).toBe(403);
  });

  it('answers 401 without a token while the photos are still on their way', async () => {
    expect(await answerToUnfinishedUpload(null)).toBe(401);
  });

  it('still saves an edit with the right token', async () => {
    const saved = await server.http
      .put(`/api/update/${page.id}`)
      .set('Authorization', `Bearer ${page.token}`)
      .field('message', 'Ainda te amo')
      .field('datingSince', '2021-06-12T20:30')
      .field('youtube', '')
      .field('removedPhotos', '[]')
      .expect(200);
    expect(saved.body.message).toBe('Ainda te amo');
  });
});
