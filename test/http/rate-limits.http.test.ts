import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, listen } from '../../src/adapters/composition/web-server.js';
import { routeRateLimiters, type RouteRateLimiters } from '../../src/adapters/http/memories.routes.js';
import { RateLimiter } from '../../src/adapters/http/middleware/rate-limiter.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const REQUESTS = 2_000;
const CLIENT_LIMIT = 20;
const MAX_KEYS = 500;

let server: TestServer;
let photo: Buffer;

beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer();
});
afterAll(() => server.close());

/** The API of the test server's runtime on a real socket, with limiters the test can look into. */
async function apiWith(limiters: RouteRateLimiters, trustProxy: number): Promise<{ url: string; close: () => Promise<void> }> {
  const runtime = { ...server.runtime, config: { ...server.runtime.config, trustProxy, resendLimitPerClient: CLIENT_LIMIT } };
  const app = createWebApp(runtime, { uiDir: server.dataDir, rateLimiters: limiters });
  const http: Server = await listen(app, '127.0.0.1', 0);
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

/** Sends `count` requests, a few at a time; resolves with how many got each status. */
async function send(count: number, request: (i: number) => Promise<Response>): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const response = await request(next++);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return statuses;
}

const resend = (url: string, email: string, forwardedFor?: string) =>
  fetch(`${url}/api/resend-qrcode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ email }),
  });

function limitersBoundedAt(maxKeys: number): RouteRateLimiters<RateLimiter> {
  const hour = 60 * 60 * 1000;
  return {
    ...routeRateLimiters({ resendLimitPerEmail: 5, resendLimitPerClient: CLIENT_LIMIT, orderLimitPerClient: 10 }),
    resendPerEmail: new RateLimiter(5, hour, { maxKeys }),
    resendPerClient: new RateLimiter(CLIENT_LIMIT, hour, { maxKeys }),
  };
}

describe('the rate limiters under a flood', () => {
  it(`keeps no address for the ${REQUESTS} resend requests refused to one client`, async () => {
    const limiters = limitersBoundedAt(MAX_KEYS);
    const api = await apiWith(limiters, 0);
    try {
      const statuses = await send(REQUESTS, (i) => resend(api.url, `pessoa${i}@example.com`));
      expect(statuses).toEqual({ 202: CLIENT_LIMIT, 429: REQUESTS - CLIENT_LIMIT });
      expect(limiters.resendPerEmail.size).toBe(CLIENT_LIMIT);
      expect(limiters.resendPerClient.size).toBe(1);
    } finally {
      await api.close();
    }
  });

  it(`holds at most its bound of clients when ${REQUESTS} distinct clients ask`, async () => {
    const limiters = limitersBoundedAt(MAX_KEYS);
    const api = await apiWith(limiters, 1);
    try {
      const statuses = await send(REQUESTS, (i) => resend(api.url, 'mesma@example.com', `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`));
      expect(statuses).toEqual({ 202: 5, 429: REQUESTS - 5 });
      expect(limiters.resendPerClient.size).toBe(MAX_KEYS);
      expect(limiters.resendPerEmail.size).toBe(1);
    } finally {
      await api.close();
    }
  });

  it(`spends no place on the ${REQUESTS} unknown orders asked about, only on the known one`, async () => {
    const limiters = limitersBoundedAt(MAX_KEYS);
    const api = await apiWith(limiters, 0);
    try {
      const created = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo]).expect(201);
      const id = (created.body.init_point as string).split('/').pop()!;
      const checkouts = await send(REQUESTS / 2, (i) => fetch(`${api.url}/api/checkout/naoexiste${i}`, { method: 'POST' }));
      const statuses = await send(REQUESTS / 2, (i) => fetch(`${api.url}/api/payment-status/naoexiste${i}`));
      expect(checkouts).toEqual({ 404: REQUESTS / 2 });
      expect(statuses).toEqual({ 404: REQUESTS / 2 });
      expect((await fetch(`${api.url}/api/checkout/${id}`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${api.url}/api/payment-status/${id}`)).status).toBe(200);
      expect(limiters.checkoutReopenings.size).toBe(1);
      expect(limiters.paymentRefreshes.size).toBe(1);
    } finally {
      await api.close();
    }
  });
});

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  it('takes the address the proxy saw, so rotating the left of X-Forwarded-For does not escape the per-client limit', async () => {
    const behindProxy = await startTestServer({ env: { TRUST_PROXY: '1', RESEND_LIMIT_PER_CLIENT: '3', RESEND_LIMIT_PER_EMAIL: '100' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const response = await behindProxy.http
          .post('/api/resend-qrcode')
          .set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.7`)
          .send({ email: `pessoa${i}@example.com` });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([202, 202, 202, ...Array<number>(22).fill(429)]);
      // Another client behind the same proxy has its own count.
      await behindProxy.http.post('/api/resend-qrcode').set('X-Forwarded-For', '203.0.113.8').send({ email: 'outra@example.com' }).expect(202);
    } finally {
      await behindProxy.close();
    }
  });

  it('with two proxies, takes the second address from the right', async () => {
    const behindTwo = await startTestServer({ env: { TRUST_PROXY: '2', RESEND_LIMIT_PER_CLIENT: '1', RESEND_LIMIT_PER_EMAIL: '100' } });
    try {
      const ask = (forwardedFor: string, email: string) =>
        behindTwo.http.post('/api/resend-qrcode').set('X-Forwarded-For', forwardedFor).send({ email });
      await ask('1.1.1.1, 203.0.113.7, 10.0.0.2', 'a@example.com').expect(202);
      await ask('2.2.2.2, 203.0.113.7, 10.0.0.3', 'b@example.com').expect(429);
      await ask('203.0.113.9, 10.0.0.2', 'c@example.com').expect(202);
    } finally {
      await behindTwo.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await startTestServer({ env: { RESEND_LIMIT_PER_CLIENT: '1', RESEND_LIMIT_PER_EMAIL: '100' } });
    try {
      await direct.http.post('/api/resend-qrcode').set('X-Forwarded-For', '203.0.113.1').send({ email: 'a@example.com' }).expect(202);
      await direct.http.post('/api/resend-qrcode').set('X-Forwarded-For', '203.0.113.2').send({ email: 'b@example.com' }).expect(429);
    } finally {
      await direct.close();
    }
  });
});
