import { request as httpRequest, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, startServer, type ServerProcess } from '../support/crash/server-processes.js';
import { freePort } from '../support/free-port.js';
import { nginxUnavailable, startNginx, type ThrowawayNginx } from '../support/nginx/throwaway-nginx.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

/**
 * deploy/nginx/memories.conf as it ships (ports aside) in front of one real instance (it names two: both lines point to
 * this one), against four slow senders: nginx takes each body whole before the instance sees it, so they hold none of
 * the instance's four upload places, and a real photo goes through at once.
 */
const unavailable = nginxUnavailable();
if (unavailable) process.stderr.write(`Slow senders behind nginx skipped: ${unavailable}\n`);

const BOUNDARY = 'slowloris';
let dir: { path: string; remove(): Promise<void> };
let instance: ServerProcess;
let nginx: ThrowawayNginx;

/** A slowloris through nginx: its photo's part begins at once, then one byte every 2 s, and never ends. */
function slowSender(port: number): { request: ClientRequest; answered: () => boolean; stop(): void } {
  let answered = false;
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/staged-photos',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': String(10 * 1024 * 1024) },
  });
  request.on('response', (response) => {
    answered = true;
    response.resume();
  });
  request.on('error', () => (answered = true));
  request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nx`);
  const timer = setInterval(() => request.write('x'), 2000);
  return {
    request,
    answered: () => answered,
    stop: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}

describe.skipIf(unavailable !== null)('four slow senders behind the shipped nginx', () => {
  beforeAll(async () => {
    dir = await tempDir('memories-nginx-slow-');
    const port = await freePort();
    instance = startServer(MAIN, { PORT: String(port), DATA_DIR: join(dir.path, 'data'), TRUST_PROXY: '1', PHOTO_UPLOADS_AT_ONCE: '4' });
    await instance.ready();
    nginx = await startNginx({ port: await freePort(), upstreams: [port, port] });
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await instance?.kill('SIGTERM');
    await dir?.remove();
  });

  it('hold no upload place of the instance: a real photo is taken at once, its first try', async () => {
    const port = Number(new URL(nginx.url).port);
    const senders = Array.from({ length: 4 }, () => slowSender(port));
    try {
      // Long enough for their photos to have begun, and to have been cut off had they reached the instance.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(await jpegImage(640, 480))], { type: 'image/jpeg' }), 'foto.jpg');
      const answer = await fetch(`${nginx.url}/api/staged-photos`, { method: 'POST', body: form });
      expect(answer.status).toBe(201);
      // nginx still holds them, waiting for their bodies: the instance never saw them.
      expect(senders.map((sender) => sender.answered())).toEqual([false, false, false, false]);
    } finally {
      for (const sender of senders) sender.stop();
    }
  }, 180_000);
});
