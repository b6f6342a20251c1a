import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import type { PhotoProcessor, PhotoUpload } from '../../src/application/ports/photo-processor.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const HOUR_MS = 60 * 60 * 1000;
const started: TestServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

interface Shop {
  readonly server: TestServer;
  /** Photos the processor was given: a refused order must not reach it. */
  readonly processed: () => number;
  readonly logLines: string[];
  order(client: string): ReturnType<TestServer['http']['post']>;
}

/** The real server behind one proxy (TRUST_PROXY=1), so each request names its client in X-Forwarded-For. */
async function shop(env: Record<string, string> = {}): Promise<Shop> {
  const photo = await jpegImage(320, 240);
  const sharp = new SharpPhotoProcessor({ maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 });
  let processed = 0;
  const counting: PhotoProcessor = {
    process(upload: PhotoUpload) {
      processed++;
      return sharp.process(upload);
    },
  };
  const logLines: string[] = [];
  const write = (line: string) => void logLines.push(line);
  const server = await startTestServer({
    env: { TRUST_PROXY: '1', ...env },
    overrides: { photoProcessor: counting, logger: createLogger('info', { out: { write }, errors: { write } }) },
  });
  started.push(server);
  return {
    server,
    processed: () => processed,
    logLines,
    order: (client) => withForm(server.http.post('/api/create-payment').set('X-Forwarded-For', client), validCreateForm(), [photo]),
  };
}

/** A refusal of a new order: 429, its code, a Portuguese sentence and when to come back. */
function expectRefused(response: Awaited<ReturnType<Shop['order']>>, sentence: RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.body.code).toBe('order.unpaid-limit');
  expect(response.body.error).toMatch(sentence);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Nothing of a refused order was kept or even read: rows, stored photos, staged uploads, photos processed. */
async function snapshot(shop: Shop) {
  return {
    rows: await shop.server.memoryCount(),
    files: (await shop.server.uploadedFiles()).length,
    incoming: await readdir(shop.server.runtime.paths.incoming).catch(() => []),
    processed: shop.processed(),
  };
}

describe('new orders from one client (ORDER_LIMIT_PER_CLIENT)', () => {
  it('a family ordering three pages from one home passes with the defaults', async () => {
    const family = await shop({ ORDER_LIMIT_PER_CLIENT: String(loadConfig({}).orderLimitPerClient) });
    for (let i = 0; i < 3; i++) expect((await family.order('189.6.1.20')).status).toBe(201);
  });

  it('a flood from one client is refused past its limit, before its photos are read; another client still orders', async () => {
    const flooded = await shop({ ORDER_LIMIT_PER_CLIENT: '4' });
    for (let i = 0; i < 4; i++) expect((await flooded.order('203.0.113.7')).status).toBe(201);
    const before = await snapshot(flooded);

    for (let i = 0; i < 20; i++) expectRefused(await flooded.order('203.0.113.7'), /Muitos pedidos feitos daqui em pouco tempo/);

    expect(await snapshot(flooded)).toEqual(before);
    expect(
      flooded.logLines.filter((line) => line.includes('new order refused: unpaid order limit') && line.includes('"scope":"client"')),
    ).toHaveLength(20);
    expect((await flooded.order('198.51.100.2')).status).toBe(201);
  });

  it('tells a refused client to come back when its hour is over, not later', async () => {
    const flooded = await shop({ ORDER_LIMIT_PER_CLIENT: '1' });
    expect((await flooded.order('203.0.113.7')).status).toBe(201);
    const refused = await flooded.order('203.0.113.7');
    expectRefused(refused, /Muitos pedidos/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});

describe('unpaid orders of the whole shop (UNPAID_ORDERS_PER_HOUR, UNPAID_ORDERS_MAX)', () => {
  it('takes at most UNPAID_ORDERS_PER_HOUR new unpaid orders an hour, from any number of clients, and more the next hour', async () => {
    const busy = await shop({ UNPAID_ORDERS_PER_HOUR: '3' });
    for (let i = 0; i < 3; i++) expect((await busy.order(`198.51.100.${i + 1}`)).status).toBe(201);
    const before = await snapshot(busy);

    const refused = await busy.order('198.51.100.50');
    expectRefused(refused, /Estamos recebendo pedidos demais neste momento/);
    expect(await snapshot(busy)).toEqual(before);
    expect(busy.logLines.some((line) => line.includes('new order refused: unpaid order limit') && line.includes('"scope":"shop"'))).toBe(true);

    busy.server.clock.advance(HOUR_MS + 1);
    expect((await busy.order('198.51.100.50')).status).toBe(201);
  });

  it('holds at most UNPAID_ORDERS_MAX unpaid orders: a paid one makes room, an old unpaid one does not', async () => {
    const full = await shop({ UNPAID_ORDERS_MAX: '3' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await full.order(`198.51.100.${i + 1}`);
      expect(created.status).toBe(201);
      ids.push(created.body.memory_id as string);
      full.server.clock.advance(2 * HOUR_MS);
    }
    expectRefused(await full.order('198.51.100.60'), /Estamos recebendo pedidos demais/);

    await full.server.http.post(`/checkout/demo/${ids[0]}/approve`).expect(303);
    expect((await full.order('198.51.100.60')).status).toBe(201);
    expectRefused(await full.order('198.51.100.61'), /Estamos recebendo pedidos demais/);
  });
});
