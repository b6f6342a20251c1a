import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/adapters/composition/web-server.js';
import { errorSentence } from '../../src/texts/error-messages.pt-br.js';
import { handWrittenUpload } from '../support/http/hand-written-upload.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

/** Far longer than the few seconds a slow sender may hold a place, and shorter than Node's own 60 s request timeout. */
const GENEROUS_MS = 40_000;

let server: TestServer;
let socket: Server;
let photo: Buffer;

beforeAll(async () => {
  // The defaults: four uploads at once, at least 8 KB/s over each 5 s.
  server = await startTestServer({ env: { PHOTO_UPLOADS_AT_ONCE: '4' } });
  socket = await listen(server.app, '127.0.0.1', 0);
  photo = await jpegImage(640, 480);
});
afterAll(async () => {
  socket.closeAllConnections();
  await new Promise((resolve) => socket.close(resolve));
  await server.close();
});

/** A slowloris: its photo's part begins at once (it takes a place), then one byte every 2 s. */
function slowSender(): { outcome: Promise<number | 'closed'>; stop(): void } {
  const { port } = socket.address() as AddressInfo;
  const { request, status } = handWrittenUpload(port, '/api/staged-photos', 'photo');
  // A first byte of the photo: the parser names a part once something of it has come.
  request.write('x');
  const timer = setInterval(() => request.write('x'), 2000);
  const outcome = status.then(
    (code) => code,
    () => 'closed' as const,
  );
  void outcome.finally(() => clearInterval(timer));
  return {
    outcome,
    stop: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}

const stage = () => server.http.post('/api/staged-photos').attach('photo', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' });

describe('four slow senders against four upload places', () => {
  it('lose their places within seconds, and a real photo goes through', async () => {
    const senders = Array.from({ length: 4 }, slowSender);
    try {
      // Their photos begin within milliseconds; a real photo sent before that would take one of their places.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Every place is held: a real photo is refused as busy, until the slow ones are cut off.
      let answer = await stage();
      for (let tries = 0; answer.status === 201 && tries < 100; tries++) {
        // Not yet: the slow senders' photos had not begun. This one went through; send again.
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await stage();
      }
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('service.busy');

      const started = Date.now();
      while (answer.status !== 201 && Date.now() - started < GENEROUS_MS) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await stage();
      }
      expect(answer.status).toBe(201);

      // Each slow sender was answered 408 in Portuguese (or its connection closed), not left to hold its place.
      const outcomes = await Promise.all(senders.map((sender) => sender.outcome));
      for (const outcome of outcomes) expect([408, 'closed']).toContain(outcome);
      expect(outcomes).toContain(408);
    } finally {
      for (const sender of senders) sender.stop();
    }
  });

  it('answers a cut-off upload with 408, a Portuguese sentence, and a closed connection', async () => {
    const { port } = socket.address() as AddressInfo;
    const { request } = handWrittenUpload(port, '/api/staged-photos', 'photo');
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      });
      request.on('error', reject);
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: errorSentence({ code: 'photo.upload-too-slow', details: {} }), code: 'photo.upload-too-slow' });
    expect(answer.connection).toBe('close');
    request.destroy();
  });
});
