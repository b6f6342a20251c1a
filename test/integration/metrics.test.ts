import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveMetrics } from '../../src/adapters/composition/runtime-metrics.js';
import { eventually } from '../support/eventually.js';
import { formData, validCreateForm } from '../support/http/forms.js';
import { BOUNDARY, handWrittenUpload, keepSending } from '../support/http/hand-written-upload.js';
import { startLiveServer, type LiveServer } from '../support/live-server.js';
import { Scrape } from '../support/metrics/scrape.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

// A purchase, an SMTP exchange and the photo worker's start on a busy machine: a time budget, not a measurement.
vi.setConfig({ testTimeout: 60_000 });

let dir: { path: string; remove(): Promise<void> };
let peer: SmtpPeer;
let server: LiveServer;
let metricsServer: Server;
let metricsUrl: string;
let photo: Buffer;
/** The server's clock runs with the real one, this far ahead: a test moves it on instead of waiting. */
let ahead = 0;
const clock = { now: () => new Date(Date.now() + ahead) };

beforeAll(async () => {
  dir = await tempDir('memories-metrics-');
  peer = await startSmtpPeer();
  server = await startLiveServer({
    dataDir: join(dir.path, 'data'),
    env: {
      METRICS_PORT: '0',
      SMTP_URL: peer.url,
      MAIL_FROM: 'memories <nao-responda@memories.test>',
      PHOTO_UPLOADS_AT_ONCE: '1',
      QUEUE_POLL_MS: '100',
    },
    clock,
  });
  metricsServer = (await serveMetrics(server.runtime.config, server.runtime.metrics, server.runtime.logger))!;
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
  photo = await jpegImage(640, 480);
});

afterAll(async () => {
  await new Promise((resolve) => metricsServer?.close(resolve));
  await server?.stop();
  await peer?.close();
  await dir?.remove();
});

/** Buys a page as a buyer does (order, then the demo checkout's approval); resolves its id and public address. */
async function buyPage(email: string): Promise<{ id: string; path: string }> {
  const created = await fetch(`${server.url}/api/create-payment`, { method: 'POST', body: formData(validCreateForm({ email }), [photo]) });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { init_point: string }).init_point.split('/').pop()!;
  const approved = await fetch(`${server.url}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });
  expect(approved.status).toBe(303);
  const status = (await (await fetch(`${server.url}/api/payment-status/${id}`)).json()) as { path: string };
  return { id, path: status.path };
}

describe('/metrics (METRICS_PORT)', () => {
  it('is served on its own port, on 127.0.0.1 by default; the public port answers 404 there', async () => {
    expect(server.runtime.config.metrics).toEqual({ host: '127.0.0.1', port: 0 });
    const address = metricsServer.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    expect(String(address.port)).not.toBe(new URL(server.url).port);

    for (const path of ['/metrics', '/metrics/', '/api/metrics']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('memories_');
    }
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);

    const scrape = await Scrape.of(metricsUrl);
    // Node's default process metrics, on the server's own registry.
    expect(scrape.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(scrape.family('nodejs_heap_size_used_bytes').type).toBe('GAUGE');
    expect(scrape.value('memories_data_dir_free_bytes')).toBeGreaterThan(0);
    expect(scrape.value('memories_data_dir_free_ratio')).toBeGreaterThan(0);
    expect(scrape.value('memories_data_dir_free_ratio')).toBeLessThanOrEqual(1);
    expect(scrape.value('memories_backup_last_success_timestamp_seconds')).toBe(0);
    expect(scrape.family('memories_http_request_duration_seconds').type).toBe('HISTOGRAM');
  });

  it('moves when a page is bought and its e-mail refused, counting requests by route template, never by address', async () => {
    const before = await Scrape.of(metricsUrl);
    peer.rejectRecipients((address) => address.startsWith('recusado'), 550);

    const page = await buyPage('recusado@example.com');
    const read = await fetch(`${server.url}/api${page.path}`);
    expect(read.status).toBe(200);
    await server.settle();

    // The shop's figures come from the database, read at most every five seconds: once they have passed, the next
    // reading shows the purchase.
    ahead += 5_000;
    const after = await eventually(async () => {
      const scrape = await Scrape.of(metricsUrl);
      return scrape.value('memories_pages', { status: 'active' }) === before.value('memories_pages', { status: 'active' }) + 1 ? scrape : undefined;
    });
    expect(after.value('memories_payments_total', { outcome: 'approved' })).toBe(
      before.value('memories_payments_total', { outcome: 'approved' }) + 1,
    );
    expect(after.value('memories_queue_failures_total', { queue: 'email', reason: 'refused' })).toBe(
      before.value('memories_queue_failures_total', { queue: 'email', reason: 'refused' }) + 1,
    );
    expect(after.value('memories_queue_tasks', { queue: 'email', status: 'failed' })).toBe(
      before.value('memories_queue_tasks', { queue: 'email', status: 'failed' }) + 1,
    );
    expect(after.value('memories_queue_tasks', { queue: 'email', status: 'pending' })).toBe(0);
    expect(after.value('memories_queue_oldest_pending_age_seconds', { queue: 'email' })).toBe(0);

    // The public page's JSON is answered ahead of Koa, and counted under the same template as Koa's route.
    const requests = (route: string, method: string, status: string, scrape = after) =>
      scrape.value('memories_http_requests_total', { route, method, status });
    expect(requests('/api/:slug/:id', 'GET', '200')).toBe(requests('/api/:slug/:id', 'GET', '200', before) + 1);
    expect(requests('/api/create-payment', 'POST', '201')).toBe(requests('/api/create-payment', 'POST', '201', before) + 1);
    expect(requests('/checkout/demo/:id/approve', 'POST', '303')).toBe(1);
    expect(requests('unmatched', 'GET', '404')).toBeGreaterThanOrEqual(3);
    const labelValues = after.labelSets('memories_http_requests_total').flatMap((labels) => Object.values(labels));
    expect(labelValues.filter((value) => value.includes(page.id) || value.includes(page.path.split('/')[1]!))).toEqual([]);
  });

  it('counts a photo upload refused with 503 while another one holds the only place', async () => {
    const before = await Scrape.of(metricsUrl);
    const { port } = new URL(server.url);
    const held = handWrittenUpload(Number(port));
    held.request.write('x'.repeat(16 * 1024));
    keepSending(held.request);
    // The held upload takes the only place once the server reads it: the gauge says when.
    await eventually(async () => ((await Scrape.of(metricsUrl)).value('memories_photo_uploads_in_flight') === 1 ? true : undefined));
    const refused = await fetch(`${server.url}/api/create-payment`, { method: 'POST', body: formData(validCreateForm(), [photo]) });
    expect(refused.status).toBe(503);

    const during = await Scrape.of(metricsUrl);
    expect(during.value('memories_photo_uploads_in_flight')).toBe(1);
    expect(during.value('memories_photo_uploads_refused_total')).toBe(before.value('memories_photo_uploads_refused_total') + 1);
    expect(during.value('memories_http_requests_total', { route: '/api/create-payment', method: 'POST', status: '503' })).toBe(1);

    held.request.end(`\r\n--${BOUNDARY}--\r\n`);
    expect(await held.status).toBe(400);
    const after = await Scrape.of(metricsUrl);
    expect(after.value('memories_photo_uploads_in_flight')).toBe(0);
  });
});
