import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../src/adapters/http/middleware/security-headers.js';

function appWith(https: boolean) {
  const app = new Koa();
  app.use(securityHeaders({ https, isAppDocument: (path) => path === '/create' || path.startsWith('/update/') }));
  app.use((ctx) => {
    ctx.body = ctx.path.startsWith('/api/') ? { ok: true } : '<!doctype html><p>ok</p>';
  });
  return request(app.callback());
}

/** A policy's directives, however they are separated. */
function directives(policy: string | undefined): string[] {
  return (policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
}

/** The legacy and isolation headers helmet adds by default: kept on documents, left off API answers. */
const HELMET_EXTRAS = {
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('securityHeaders', () => {
  it('gives documents the full policy: YouTube frames, no framing of ours, a strict referrer, no sniffing', async () => {
    const response = await appWith(false).get('/ana-e-joao/abc123').expect(200);

    expect(directives(response.headers['content-security-policy'])).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "media-src 'self' blob:",
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(response.headers).toMatchObject({
      ...HELMET_EXTRAS,
      'referrer-policy': 'strict-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the app’s documents (the edit page records "Um áudio seu") use the microphone for this origin only, never the public page', async () => {
    const edit = await appWith(false).get('/update/abc123').expect(200);
    expect(edit.headers['permissions-policy']).toBe('camera=(), microphone=(self), geolocation=(), payment=()');
    const page = await appWith(false).get('/ana-e-joao/abc123').expect(200);
    expect(page.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('gives API answers a policy that allows nothing, no sniffing and no framing, without the document-only headers', async () => {
    const response = await appWith(false).get('/api/ana-e-joao/abc123').expect(200);

    expect(directives(response.headers['content-security-policy'])).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const name of [
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'strict-transport-security',
      ...Object.keys(HELMET_EXTRAS),
    ]) {
      expect(response.headers[name]).toBeUndefined();
    }
  });

  it("allows YouTube's thumbnails (the music search's) only on the app's documents, not on the public page", async () => {
    const http = appWith(false);
    for (const path of ['/create', '/update/abc123']) {
      const policy = directives((await http.get(path).expect(200)).headers['content-security-policy']);
      expect(policy).toContain("img-src 'self' data: blob: https://i.ytimg.com");
      expect(policy).toContain("connect-src 'self'");
    }
    const publicPage = directives((await http.get('/ana-e-joao/abc123').expect(200)).headers['content-security-policy']);
    expect(publicPage.filter((directive) => directive.includes('ytimg'))).toEqual([]);
  });

  it('adds HSTS to both when served over https', async () => {
    const http = appWith(true);
    for (const path of ['/', '/api/ana-e-joao/abc123']) {
      const response = await http.get(path).expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
