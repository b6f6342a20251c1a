import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenPageResponse, PublicPageResponse } from '../../../src/adapters/http/contract/memories.contract.js';
import { securityHeaderLists } from '../../../src/adapters/http/middleware/security-headers.js';
import type { HtmlRead } from '../../../src/adapters/http/public-page/answer.js';
import { PageHtml } from '../../../src/adapters/http/public-page/page-html.js';
import { PublicPageAnswers } from '../../../src/adapters/http/public-page/public-page-answers.js';
import { MemoryNoLongerAvailableError, MemoryNotFoundError } from '../../../src/domain/memory/memory-errors.js';

const page = (overrides: Partial<OpenPageResponse> = {}): OpenPageResponse => ({
  id: 'page000000000001',
  slug: 'ana-e-joao',
  palette: 'rose',
  fallingEmoji: 'hearts',
  revealStyle: 'tap',
  yourName: 'Ana',
  lovedName: 'João',
  datingSince: '2021-06-12T20:30',
  message: 'Te amo "muito"\n💖',
  plan: 'premium',
  youtube: null,
  photos: ['/uploads/page000000000001/a.webp', '/uploads/page000000000001/b.webp'],
  photoPlaceholders: [null, null],
  repliesOpen: true,
  story: [],
  opensAt: null,
  musicTitle: null,
  musicChannel: null,
  ...overrides,
});

const headers = securityHeaderLists({ https: true });
const plain: HtmlRead = { encoding: 'identity', ifNoneMatch: '', ifModifiedSince: '', cacheControl: '', answered: null };
let uiDir: string;

beforeAll(async () => {
  uiDir = await mkdtemp(join(tmpdir(), 'public-page-answers-'));
  await writeFile(join(uiDir, 'memory.html'), '<!doctype html><html><head><title>Memories</title></head><body></body></html>');
});
afterAll(async () => {
  await rm(uiDir, { recursive: true, force: true });
});

/** Answers over a use case that reads `current` (or throws it), counting the reads. */
function answersOver(current: { page: PublicPageResponse | Error }, photoBaseUrl: string | null = null) {
  const execute = vi.fn(async () => {
    if (current.page instanceof Error) throw current.page;
    return current.page;
  });
  const html = new PageHtml(uiDir, { publicUrl: 'https://example.com', shopName: 'memories', photoBaseUrl, previewImages: null });
  return { execute, answers: new PublicPageAnswers({ getPublicPage: { execute }, securityHeaders: headers, photoBaseUrl, html }) };
}

function named(list: readonly string[], name: string): string | undefined {
  const at = list.findIndex((entry, i) => i % 2 === 0 && entry.toLowerCase() === name.toLowerCase());
  return at === -1 ? undefined : list[at + 1];
}

describe('PublicPageAnswers: every answer of the public read path', () => {
  it('answers the JSON with the request id first, the API security headers, no-cache, its type and length', async () => {
    const { answers } = answersOver({ page: page() });
    const answer = await answers.json('ana-e-joao', 'page000000000001');
    expect(answer.status).toBe(200);
    expect(answer.body!.toString()).toBe(JSON.stringify(page()));
    expect(answer.headers.slice(0, 2)).toEqual(['X-Request-Id', '']);
    expect(answer.headers.slice(2, 2 + headers.api.length)).toEqual(headers.api);
    expect(answer.headers.slice(2 + headers.api.length)).toEqual([
      'Cache-Control',
      'no-cache',
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(Buffer.byteLength(JSON.stringify(page()))),
    ]);
  });

  it('names the photos at PHOTO_PUBLIC_URL in the JSON', async () => {
    const { answers } = answersOver({ page: page() }, 'https://cdn.example.com/fotos');
    const answer = await answers.json('ana-e-joao', 'page000000000001');
    expect(JSON.parse(answer.body!.toString()).photos).toEqual([
      'https://cdn.example.com/fotos/page000000000001/a.webp',
      'https://cdn.example.com/fotos/page000000000001/b.webp',
    ]);
  });

  it('reads the page on every request, and makes its answer again only when the page reads differently', async () => {
    const current = { page: page() as PublicPageResponse | Error };
    const { answers, execute } = answersOver(current);
    const first = await answers.json('ana-e-joao', 'page000000000001');
    current.page = page({ photos: [...page().photos] });
    expect(await answers.json('ana-e-joao', 'page000000000001')).toBe(first);
    current.page = page({ message: 'Outra mensagem' });
    const edited = await answers.json('ana-e-joao', 'page000000000001');
    expect(JSON.parse(edited.body!.toString()).message).toBe('Outra mensagem');
    current.page = new MemoryNoLongerAvailableError('expired');
    expect((await answers.json('ana-e-joao', 'page000000000001')).status).toBe(410);
    expect(execute).toHaveBeenCalledTimes(4);
  });

  it('answers 404 for an unknown page or an address that cannot name one, without asking', async () => {
    const { answers, execute } = answersOver({ page: new MemoryNotFoundError() });
    const unknown = await answers.json('ana-e-joao', 'page000000000001');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body!.toString()).code).toBe('memory.not-found');
    expect((await answers.json('Ana', 'page000000000001')).status).toBe(404);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('throws any other failure, for the listener to leave to Koa', async () => {
    const { answers } = answersOver({ page: new Error('database unreachable') });
    await expect(answers.json('ana-e-joao', 'page000000000001')).rejects.toThrow('database unreachable');
    await expect(answers.html('ana-e-joao', 'page000000000001', plain)).rejects.toThrow('database unreachable');
  });

  it('answers the HTML with its head, ETag and the negotiated encoding, and 304 for its ETag', async () => {
    const { answers } = answersOver({ page: page() });
    const html = (await answers.html('ana-e-joao', 'page000000000001', plain))!;
    expect(html.status).toBe(200);
    expect(html.body!.toString()).toContain('Ana &amp; João');
    expect(named(html.headers, 'Content-Encoding')).toBeUndefined();
    expect(named(html.headers, 'Vary')).toBe('Accept-Encoding');
    const etag = named(html.headers, 'ETag')!;
    const br = (await answers.html('ana-e-joao', 'page000000000001', { ...plain, encoding: 'br' }))!;
    expect(named(br.headers, 'Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer)).toEqual(html.body);
    const gzip = (await answers.html('ana-e-joao', 'page000000000001', { ...plain, encoding: 'gzip' }))!;
    expect(gunzipSync(gzip.body as Buffer)).toEqual(html.body);

    const notModified = (await answers.html('ana-e-joao', 'page000000000001', { ...plain, ifNoneMatch: `W/${etag}` }))!;
    expect(notModified).toMatchObject({ status: 304, body: null });
    expect(named(notModified.headers, 'Content-Type')).toBeUndefined();
    expect(named(notModified.headers, 'ETag')).toBe(etag);
    const reload = { ...plain, ifNoneMatch: etag, cacheControl: 'no-cache' };
    expect((await answers.html('ana-e-joao', 'page000000000001', reload))!.status).toBe(200);
  });

  it('answers the generic page with 404 and 410, never 304', async () => {
    const current = { page: new MemoryNotFoundError() as PublicPageResponse | Error };
    const { answers } = answersOver(current);
    const unknown = (await answers.html('ana-e-joao', 'page000000000001', plain))!;
    expect(unknown.status).toBe(404);
    current.page = new MemoryNoLongerAvailableError('suspended');
    const gone = (await answers.html('ana-e-joao', 'page000000000001', { ...plain, ifNoneMatch: '*' }))!;
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual(unknown.body);
  });

  it('answers no HTML while the app is not built', async () => {
    const execute = vi.fn(async () => page());
    const html = new PageHtml(join(uiDir, 'missing'), {
      publicUrl: 'https://example.com',
      shopName: 'memories',
      photoBaseUrl: null,
      previewImages: null,
    });
    const answers = new PublicPageAnswers({ getPublicPage: { execute }, securityHeaders: headers, photoBaseUrl: null, html });
    expect(await answers.html('ana-e-joao', 'page000000000001', plain)).toBeNull();
  });
});
