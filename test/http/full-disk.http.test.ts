import { execFile } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ERROR_TEXT } from '../../src/texts/error-messages.pt-br.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const run = promisify(execFile);

/** A 2 MB tmpfs to hold DATA_DIR; null with the reason when this machine does not let the tests mount one. */
async function mountSmallTmpfs(): Promise<{ path: string } | { skipped: string }> {
  const path = await mkdtemp(join(tmpdir(), 'memories-full-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', path]);
    return { path };
  } catch (error) {
    await rm(path, { recursive: true, force: true });
    return { skipped: (error as Error).message.split('\n')[0] ?? 'mount failed' };
  }
}

/** Writes until the file system says ENOSPC. */
async function fillUp(file: string): Promise<void> {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(16 * 1024, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
}

const mount = await mountSmallTmpfs();
const title =
  'skipped' in mount
    ? `on a real full disk: SKIPPED, mounting a tmpfs is not permitted here (${mount.skipped}); the fake-based tests in faults.http.test.ts cover the answers`
    : 'on a real full disk (DATA_DIR on a 2 MB tmpfs filled up)';

describe.skipIf('skipped' in mount)(title, () => {
  const root = 'path' in mount ? mount.path : '';
  const filler = join(root, 'filler');
  let server: TestServer;

  beforeAll(async () => {
    // A 2 MB disk is always below the reserve for orders: this test is about writes failing, low-disk.http.test.ts about the reserve.
    server = await startTestServer({ env: { DATA_DIR: join(root, 'data'), DATA_MIN_FREE_BYTES: '0' } });
    await buyPage(server, [await jpegImage(200, 200)], { email: 'cheia@example.com' });
    await fillUp(filler);
  });

  afterAll(async () => {
    await server?.close();
    await run('umount', [root]);
    await rm(root, { recursive: true, force: true });
  });

  it('says so on /healthz, naming the parts that cannot be written', async () => {
    const response = await server.http.get('/healthz').expect(503);
    expect(response.body).toEqual({ status: 'unavailable', database: 'failing', storage: 'failing' });
  });

  it('answers an order 503 with Retry-After, and leaves no row and no photo behind', async () => {
    const pages = await server.memoryCount();
    const files = await server.uploadedFiles();
    const response = await withForm(server.http.post('/api/create-payment'), validCreateForm(), [await jpegImage(400, 300)]).expect(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.body).toEqual({ error: REQUEST_ERROR_TEXT.unavailable, code: 'service.unavailable' });
    expect(await server.memoryCount()).toBe(pages);
    expect(await server.uploadedFiles()).toEqual(files);
  });

  it('answers a resend 503 instead of accepting an e-mail it could not queue', async () => {
    const response = await server.http.post('/api/resend-qrcode').send({ email: 'cheia@example.com' }).expect(503);
    expect(response.body.code).toBe('service.unavailable');
  });

  it('is healthy again once space is freed', async () => {
    await rm(filler);
    expect((await server.http.get('/healthz').expect(200)).body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });
});
