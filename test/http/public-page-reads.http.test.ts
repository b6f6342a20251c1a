import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { Memory } from '../../src/domain/memory/memory.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

/** One answer as it came over the wire: status line, headers in order (Date left out: it is the time), body bytes. */
interface Raw {
  readonly status: number;
  readonly statusMessage: string;
  readonly headers: string[];
  readonly body: Buffer;
}

let server: TestServer;
/** The app's own listener, the one app.listen uses: public reads answered first (public-page/early-listener.ts). */
let fast: Server;
/** Koa's listener alone, as the app was before: every request through the middleware and the routers. */
let koa: Server;
/** Koa contexts made so far: an answer made ahead of Koa makes none. */
let contexts = 0;
const logLines: string[] = [];
let page: BoughtPage;

beforeAll(async () => {
  const write = (line: string) => void logLines.push(line);
  server = await startTestServer({ overrides: { logger: createLogger('info', { out: { write }, errors: { write } }) } });
  const createContext = server.app.createContext.bind(server.app);
  server.app.createContext = (req, res) => {
    contexts++;
    return createContext(req, res);
  };
  fast = await listening(createServer(server.app.callback()));
  koa = await listening(createServer(Koa.prototype.callback.call(server.app)));
  page = await buyPage(server, [await jpegImage(640, 480)], { yourName: 'Ana', lovedName: 'Bia' });
});
afterAll(async () => {
  await Promise.all([fast, koa].map((listener) => new Promise((resolve) => listener?.close(resolve))));
  await server?.close();
});

async function listening(listener: Server): Promise<Server> {
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return listener;
}

function send(to: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = to.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = res.rawHeaders.flatMap((value, i) => (i % 2 === 0 ? [[value, res.rawHeaders[i + 1]!]] : []));
        const headers = raw.filter(([name]) => name!.toLowerCase() !== 'date').map(([name, value]) => `${name}: ${value}`);
        resolve({ status: res.statusCode!, statusMessage: res.statusMessage!, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The same request to Koa alone, then to the app: the two answers, the second made without a Koa context. */
async function both(method: string, path: string, headers: Record<string, string> = {}): Promise<[Raw, Raw]> {
  const fromKoa = await send(koa, method, path, { 'x-request-id': 'compare-1234', ...headers });
  const before = contexts;
  const fromApp = await send(fast, method, path, { 'x-request-id': 'compare-1234', ...headers });
  expect(contexts, `${method} ${path} was answered by Koa`).toBe(before);
  return [fromKoa, fromApp];
}

async function expectSameAnswer(method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const [fromKoa, fromApp] = await both(method, path, headers);
  expect(fromApp.headers).toEqual(fromKoa.headers);
  expect({ ...fromApp, body: fromApp.body.toString('base64') }).toEqual({ ...fromKoa, body: fromKoa.body.toString('base64') });
  return fromApp;
}

function header(raw: Raw, name: string): string | undefined {
  const prefix = `${name.toLowerCase()}: `;
  return raw.headers.find((line) => line.toLowerCase().startsWith(prefix))?.slice(prefix.length);
}

async function withRepository<T>(change: (memory: Memory) => T): Promise<void> {
  const repository = server.runtime.container.get(PORTS.MemoryRepository);
  const memory = (await repository.findById(page.id))!;
  change(memory);
  await repository.update(memory);
}

describe('the public page read through Koa and ahead of Koa: the same answer, byte for byte', () => {
  it('sends the JSON exactly as Koa does: GET, HEAD, a query string, a request id, If-None-Match', async () => {
    const json = `/api/${page.slug}/${page.id}`;
    const answer = await expectSameAnswer('GET', json);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString()).yourName).toBe('Ana');
    expect(header(answer, 'content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect((await expectSameAnswer('HEAD', json)).body).toHaveLength(0);
    await expectSameAnswer('GET', `${json}?utm_source=whatsapp`);
    await expectSameAnswer('GET', json, { 'if-none-match': '"anything"', 'accept-encoding': 'gzip, deflate, br' });
  });

  it('sends 404 and 410 for the JSON exactly as Koa does', async () => {
    expect((await expectSameAnswer('GET', `/api/${page.slug}/naoexiste0000000`)).status).toBe(404);
    expect((await expectSameAnswer('GET', `/api/outro-e-nome/${page.id}`)).status).toBe(404);
    expect((await expectSameAnswer('HEAD', `/api/outro-e-nome/${page.id}`)).status).toBe(404);
  });

  it('sends the HTML exactly as Koa does: identity, br, gzip, HEAD, 304 for its ETag, 200 for another', async () => {
    const html = `/${page.slug}/${page.id}`;
    const plain = await expectSameAnswer('GET', html);
    expect(plain.status).toBe(200);
    expect(header(plain, 'content-encoding')).toBeUndefined();
    expect(header(plain, 'permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    const etag = header(plain, 'etag')!;
    expect(header(await expectSameAnswer('GET', html, { 'accept-encoding': 'br' }), 'content-encoding')).toBe('br');
    expect(header(await expectSameAnswer('GET', html, { 'accept-encoding': 'gzip' }), 'content-encoding')).toBe('gzip');
    await expectSameAnswer('GET', html, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect((await expectSameAnswer('HEAD', html, { 'accept-encoding': 'br' })).body).toHaveLength(0);
    expect((await expectSameAnswer('GET', html, { 'if-none-match': etag })).status).toBe(304);
    expect((await expectSameAnswer('HEAD', html, { 'if-none-match': `W/${etag}`, 'cache-control': 'max-age=0' })).status).toBe(304);
    expect((await expectSameAnswer('GET', html, { 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200);
    expect((await expectSameAnswer('GET', html, { 'if-none-match': '"another"' })).status).toBe(200);
    expect((await expectSameAnswer('GET', `/${page.slug}/naoexiste0000000`, { 'if-none-match': etag })).status).toBe(404);
  });

  it('judges every conditional request as Koa does: a list, `*`, If-Modified-Since beside an ETag', async () => {
    const html = `/${page.slug}/${page.id}`;
    const etag = header(await expectSameAnswer('GET', html), 'etag')!;
    expect((await expectSameAnswer('GET', html, { 'if-none-match': '*' })).status).toBe(304);
    expect((await expectSameAnswer('GET', html, { 'if-none-match': `"a", ${etag}` })).status).toBe(304);
    expect((await expectSameAnswer('GET', html, { 'if-none-match': '"a", "b"' })).status).toBe(200);
    const since = { 'if-modified-since': new Date().toUTCString() };
    expect((await expectSameAnswer('GET', html, { ...since, 'if-none-match': etag })).status).toBe(200);
    expect((await expectSameAnswer('GET', html, since)).status).toBe(200);
  });

  it('takes only an address Koa has routed to the public page, and leaves the rest to Koa', async () => {
    const other = await buyPage(server, [await jpegImage(320, 240)], { yourName: 'Eva', lovedName: 'Fê' });
    // An address nothing has read yet (the page's, with a trailing slash).
    const address = `/${other.slug}/${other.id}/`;
    let before = contexts;
    expect((await send(fast, 'GET', address)).status).toBe(200);
    expect(contexts, 'the first read of an address goes through Koa').toBe(before + 1);
    await send(fast, 'GET', address);
    expect(contexts, 'the next one is answered ahead of Koa').toBe(before + 1);

    before = contexts;
    expect((await send(fast, 'GET', `/api/payment-status/${page.id}`)).status).toBe(200);
    expect((await send(fast, 'GET', `/api/uploads/${page.id}`)).status).toBe(404);
    expect((await send(fast, 'GET', `/pagamento/${page.id}`)).status).toBe(200);
    expect((await send(fast, 'POST', `/api/${page.slug}/${page.id}`)).status).toBe(405);
    // Koa's control-character check judges a query that needs decoding.
    expect((await send(fast, 'GET', `/api/${page.slug}/${page.id}?x=%00`)).status).toBe(400);
    expect(contexts).toBe(before + 5);
  });

  it('writes the same closing log line as Koa, with the request id it sends', async () => {
    const path = `/api/${page.slug}/${page.id}`;
    const line = (id: string) => {
      const found = logLines.map((text) => JSON.parse(text) as Record<string, unknown>).find((fields) => fields.requestId === id);
      const { time, ms, ...rest } = found ?? {};
      expect(typeof time).toBe('string');
      expect(typeof ms).toBe('number');
      return rest;
    };
    await send(koa, 'GET', path, { 'x-request-id': 'through-koa-1' });
    await send(fast, 'GET', path, { 'x-request-id': 'ahead-of-koa-1' });
    expect(line('ahead-of-koa-1')).toEqual({ ...line('through-koa-1'), requestId: 'ahead-of-koa-1' });
    expect(line('ahead-of-koa-1')).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path, status: 200 });
    const generated = header(await send(fast, 'HEAD', `/${page.slug}/${page.id}`), 'x-request-id')!;
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(line(generated)).toMatchObject({ method: 'HEAD', path: `/${page.slug}/${page.id}`, status: 200 });
  });

  it('shows an edit, a suspension and the end of a basic page on the very next request', async () => {
    const json = `/api/${page.slug}/${page.id}`;
    const html = `/${page.slug}/${page.id}`;
    await both('GET', json);
    await both('GET', html);
    const repository = server.runtime.container.get(PORTS.MemoryRepository);
    const edited = (await repository.findById(page.id))!;
    await repository.update(Memory.restore({ ...edited.snapshot(), message: 'Uma mensagem nova', lovedName: 'Bela' }));
    const [, afterEdit] = await both('GET', json);
    expect(JSON.parse(afterEdit.body.toString())).toMatchObject({ message: 'Uma mensagem nova', lovedName: 'Bela' });
    const [, pageAfterEdit] = await both('GET', html);
    expect(pageAfterEdit.body.toString()).toContain('Ana &amp; Bela');

    const basic = await buyPage(server, [await jpegImage(320, 240)], { plan: 'basic', yourName: 'Cid', lovedName: 'Duda' });
    const endsAt = (await repository.findById(basic.id))!.endsAt!;
    const basicJson = `/api/${basic.slug}/${basic.id}`;
    const basicHtml = `/${basic.slug}/${basic.id}`;
    const now = server.clock.now();
    try {
      server.clock.set(new Date(endsAt.getTime() - 1));
      expect((await both('GET', basicJson))[1].status).toBe(200);
      expect((await both('GET', basicHtml))[1].status).toBe(200);
      server.clock.set(endsAt);
      expect((await expectSameAnswer('GET', basicJson)).status).toBe(410);
      expect((await expectSameAnswer('GET', basicHtml)).status).toBe(410);
    } finally {
      server.clock.set(now);
    }

    await withRepository((memory) => memory.recordPayment(memory.paymentId!, 'reversed', server.clock.now()));
    const suspended = await expectSameAnswer('GET', json);
    expect(suspended.status).toBe(410);
    expect(JSON.parse(suspended.body.toString()).code).toBe('memory.no-longer-available');
    expect((await expectSameAnswer('GET', html)).status).toBe(410);
  });
});
