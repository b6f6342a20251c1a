import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUi } from '../../../src/adapters/http/static/serve-ui.js';
import { serveUploads } from '../../../src/adapters/http/static/serve-uploads.js';
import { FilesystemPhotoStorage } from '../../../src/adapters/storage/filesystem-photo-storage.js';
import { tempDir } from '../../support/temp-dir.js';

const SCRIPT = 'console.log("memories");\n'.repeat(50);
const SECRET = 'the-secret-next-to-the-app';
const PHOTO = `${'a1'.repeat(16)}.webp`;

let dir: Awaited<ReturnType<typeof tempDir>>;
let server: Server;

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** The path is sent exactly as given (no client-side normalising of `..` or `%2e%2e`). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await tempDir();
  const ui = join(dir.path, 'ui');
  const uploads = join(dir.path, 'uploads');
  await mkdir(join(ui, 'assets'), { recursive: true });
  await mkdir(join(uploads, 'k7irmadvcxgucx9b'), { recursive: true });
  await writeFile(join(dir.path, 'secret.txt'), SECRET);
  await writeFile(join(ui, '.env'), SECRET);
  await writeFile(join(ui, 'index.html'), '<!doctype html><p>index</p>');
  await writeFile(join(ui, 'memory.html'), '<!doctype html><p>public page</p>');
  await writeFile(join(ui, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(ui, 'assets', 'app.js'), SCRIPT);
  await writeFile(join(ui, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(ui, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(uploads, 'k7irmadvcxgucx9b', PHOTO), 'RIFF....WEBP');

  const photos = new FilesystemPhotoStorage(uploads);
  const app = new Koa();
  app.use(
    serveUploads(
      (stored) => photos.open(stored),
      async () => 'public' as const,
    ),
  );
  app.use(serveUi(ui));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { code: 'route.not-found' };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await dir.remove();
});

describe('the built app’s files', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');

    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(brotliCompressSync(SCRIPT).length),
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('answers a conditional GET with 304 for the same encoding only, and revalidates files outside /assets', async () => {
    const br = await get('/assets/app.js', { 'Accept-Encoding': 'br' });
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^W\/".+-br"$/);
    expect(br.headers.vary).toContain('Accept-Encoding');

    expect((await get('/assets/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    const identity = await get('/assets/app.js', { 'Accept-Encoding': 'identity', 'If-None-Match': etag });
    expect(identity.status).toBe(200);
    expect(identity.body).toBe(SCRIPT);

    const favicon = await get('/favicon.svg');
    expect(favicon.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' });
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/.env',
    '/%00',
    '//etc/passwd',
  ])('never serves a file outside the app or a hidden one: %s', async (path) => {
    const answer = await get(path);

    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('root:');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('answers the app’s own entries by etag too, but never turns its 404 screen into a 304', async () => {
    const publicPage = await get('/ana-e-joao/abc123');
    expect(publicPage.status).toBe(200);
    expect(publicPage.body).toContain('public page');
    expect((await get('/ana-e-joao/abc123', { 'If-None-Match': publicPage.headers.etag as string })).status).toBe(304);

    const index = await get('/create');
    const missing = await get('/a/b/c', { 'If-None-Match': index.headers.etag as string });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('index');
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});

describe('stored photos', () => {
  it('are answered to HEAD and conditional GET, revalidated on every use and kept to this origin', async () => {
    const head = await get(`/api/uploads/k7irmadvcxgucx9b/${PHOTO}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '12',
      'cache-control': 'public, no-cache',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(head.headers.vary).toBeUndefined();

    const again = await get(`/api/uploads/k7irmadvcxgucx9b/${PHOTO}`, { 'If-None-Match': head.headers.etag as string });
    expect(again.status).toBe(304);
    expect((await get('/api/uploads/k7irmadvcxgucx9b/../../secret.txt')).status).toBe(404);
    expect((await get('/api/uploads/k7irmadvcxgucx9b/other.webp')).body).toContain('route.not-found');
  });
});
