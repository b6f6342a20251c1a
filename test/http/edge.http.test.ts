import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import { InMemoryMemoryRepository } from '../support/fakes/in-memory-memory-repository.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage } from '../support/http/buy-page.js';
import { startTestServer, UI_INDEX_MARKER, UI_MEMORY_MARKER, type TestServer } from '../support/http/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('headers on every answer', () => {
  it('sets a content security policy that lets the YouTube player play, and keeps tokens out of referrers', async () => {
    const response = await server.http.get('/').expect(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['referrer-policy']).toBe('strict-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('gives each request an id, and keeps a sane incoming one', async () => {
    const generated = await server.http.get('/healthz').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.http.get('/healthz').set('X-Request-Id', 'abc12345-trace').expect(200);
    expect(kept.headers['x-request-id']).toBe('abc12345-trace');
    const replaced = await server.http.get('/healthz').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('GET /healthz', () => {
  it('reports ready while the database answers, and 503 when it does not', async () => {
    expect((await server.http.get('/healthz').expect(200)).body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    const broken = {
      ping: async () => {
        throw new Error('SQLITE_CANTOPEN');
      },
    };
    const down = await startTestServer({ overrides: { databaseHealth: broken } });
    try {
      const response = await down.http.get('/healthz').expect(503);
      expect(response.body).toEqual({ status: 'unavailable', database: 'failing', storage: 'ok' });
    } finally {
      await down.close();
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic Portuguese sentence and no internal detail', async () => {
    const failing: MemoryRepository = Object.assign(new InMemoryMemoryRepository(), {
      findById: async () => {
        throw new Error('SQLITE_IOERR: disk I/O error at /var/secret/path');
      },
    });
    const broken = await startTestServer({ overrides: { repository: failing } });
    try {
      const response = await broken.http.get('/api/some-slug/abc123').expect(500);
      expect(response.body).toEqual({ error: 'Erro ao processar. Tente novamente.', code: 'internal' });
      expect(response.text).not.toMatch(/SQLITE|secret|stack/);
    } finally {
      await broken.close();
    }
  });
});

describe('stored photos under /api/uploads', () => {
  it('are served as WebP, revalidated on every use (the page may end); anything else is 404', async () => {
    const page = await buyPage(server, [await jpegImage(300, 200)], { plan: 'basic', yourName: 'Rui', lovedName: 'Sol' });
    const photo = await server.http.get(`/api${page.photos[0]}`).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, no-cache');
    await server.http.get(`/api${page.photos[0]}`).set('If-None-Match', photo.headers.etag!).expect(304);
    await server.http.get('/api/uploads/../memories.sqlite').expect(404);
    await server.http.get('/api/uploads/%2e%2e/app-secret').expect(404);
    await server.http.get(`/api/uploads/${page.id}/missing.webp`).expect(404);
  });
});

describe('the web app', () => {
  it.each(['/', '/create', '/create?plan=premium', '/terms-of-use', '/privacy-policy', '/update/abc123?token=x', '/pagamento/abc123'])(
    'serves index.html for the app route %s',
    async (path) => {
      const response = await server.http.get(path).expect(200);
      expect(response.text).toContain(UI_INDEX_MARKER);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the precompressed asset the client accepts, brotli first, cached for a year', async () => {
    const raw = (response: { headers: Record<string, string | undefined> }) => response.headers;
    const br = await server.http
      .get('/assets/app-test.js')
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse((res, done) => {
        res.on('data', () => {});
        res.on('end', () => done(null, null));
      });
    expect(raw(br)['content-encoding']).toBe('br');
    expect(raw(br)['content-type']).toBe('text/javascript; charset=utf-8');
    expect(raw(br)['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(raw(br)['vary']).toContain('Accept-Encoding');
    const gz = await server.http.get('/assets/app-test.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('console.log("memories")');
    const plain = await server.http.get('/assets/app-test.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('console.log("memories")');
    await server.http.get('/assets/app-test.js.br').expect(404);
  });

  it('serves the public page from its own entry (404 with it for a page that does not exist)', async () => {
    const response = await server.http.get('/ana-e-joao/abc123').expect(404);
    expect(response.text).toContain(UI_MEMORY_MARKER);
    await server.http.get('/memory.html').expect(404);
  });

  it('serves index.html with 404 for an unknown address, and JSON 404 under /api', async () => {
    const page = await server.http.get('/a/b/c').expect(404);
    expect(page.text).toContain(UI_INDEX_MARKER);
    const api = await server.http.get('/api/nothing/here/at-all').expect(404);
    expect(api.body).toEqual({ error: 'Endereço não encontrado.', code: 'route.not-found' });
    await server.http.get('/assets/missing-file.js').expect(404);
  });
});
