import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { statementError } from '../../src/adapters/persistence/mikro-orm/statement-error.js';
import { REQUEST_ERROR_TEXT } from '../../src/texts/error-messages.pt-br.js';
import { InMemoryMemoryRepository } from '../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../support/fakes/in-memory-photo-storage.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

/** What node's file system says on a full disk. */
const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
/** What the SQLite driver says on a full disk, wrapped as the persistence adapter wraps it. */
const sqliteFull = () =>
  statementError('email_outbox: queueing', Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL', errno: 13 }));

function expectUnavailable(response: { status: number; headers: Record<string, string>; body: unknown; text: string }): void {
  expect(response.status).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.body).toEqual({ error: REQUEST_ERROR_TEXT.unavailable, code: 'service.unavailable' });
  expect(response.text).not.toMatch(/SQLITE|ENOSPC|stack/);
}

describe('a full disk is answered 503 with Retry-After, not as an internal error', () => {
  it('when the photo storage cannot write: no page is left behind', async () => {
    const storage = new InMemoryPhotoStorage();
    storage.save = async () => {
      throw enospc();
    };
    const server = await startTestServer({ overrides: { photoStorage: storage } });
    try {
      expectUnavailable(await withForm(server.http.post('/api/create-payment'), validCreateForm(), [await jpegImage(200, 200)]));
      expect(await server.memoryCount()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it.each(['SQLITE_FULL', 'SQLITE_READONLY', 'EROFS', 'EDQUOT'])('when the database cannot write (%s)', async (code) => {
    const repository = new InMemoryMemoryRepository();
    repository.add = async () => {
      throw statementError('memories: inserting', Object.assign(new Error(`${code}: cannot write`), { code }));
    };
    const server = await startTestServer({ overrides: { repository } });
    try {
      expectUnavailable(await withForm(server.http.post('/api/create-payment'), validCreateForm(), [await jpegImage(200, 200)]));
      expect(await server.uploadedFiles()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('POST /api/resend-qrcode answers once the e-mail is queued', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 503 when the queue cannot be written, for a known address; the unknown one is still answered alike', async () => {
    await buyPage(server, [await jpegImage(200, 200)], { email: 'rosa@example.com' });
    const outbox = server.runtime.container.get(PORTS.EmailOutbox);
    const enqueue = outbox.enqueue.bind(outbox);
    outbox.enqueue = async () => {
      throw sqliteFull();
    };
    try {
      expectUnavailable(await server.http.post('/api/resend-qrcode').send({ email: 'rosa@example.com' }));
      await server.http.post('/api/resend-qrcode').send({ email: 'nobody@example.com' }).expect(202);
    } finally {
      outbox.enqueue = enqueue;
    }
    const answer = await server.http.post('/api/resend-qrcode').send({ email: 'rosa@example.com' }).expect(202);
    const known = await server.http.post('/api/resend-qrcode').send({ email: 'nobody2@example.com' }).expect(202);
    expect(answer.body).toEqual(known.body);
  });

  it('has queued the e-mail by the time it answers 202', async () => {
    await buyPage(server, [await jpegImage(200, 200)], { email: 'lia@example.com' });
    const outbox = server.runtime.container.get(PORTS.EmailOutbox);
    const enqueue = outbox.enqueue.bind(outbox);
    let reached!: () => void;
    const queueReached = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let released = false;
    outbox.enqueue = async (...args) => {
      reached();
      await held;
      return enqueue(...args);
    };
    try {
      const answer = server.http
        .post('/api/resend-qrcode')
        .send({ email: 'lia@example.com' })
        .then((response) => ({ status: response.status, afterQueueing: released }));
      await queueReached;
      // A whole other request through the same server: an answer sent before the queue insert would be back by now.
      await server.http.get('/healthz').expect(200);
      released = true;
      release();
      expect(await answer).toEqual({ status: 202, afterQueueing: true });
    } finally {
      outbox.enqueue = enqueue;
    }
  });
});

describe('GET /healthz names the part that cannot be written', () => {
  it('answers 503 with storage failing when the photo folder cannot take a file, and 200 once it can', async () => {
    const server = await startTestServer();
    try {
      await rm(server.runtime.paths.uploads, { recursive: true, force: true });
      await writeFile(server.runtime.paths.uploads, 'not a folder');
      const response = await server.http.get('/healthz').expect(503);
      expect(response.body).toEqual({ status: 'unavailable', database: 'ok', storage: 'failing' });
      await rm(server.runtime.paths.uploads);
      expect((await server.http.get('/healthz').expect(200)).body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    } finally {
      await server.close();
    }
  });
});
