import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresqlDatabase } from '../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../support/fake-mercado-pago/fake-mercado-pago.js';
import { MAIN, startServer, type ServerProcess } from '../support/crash/server-processes.js';
import { eventually } from '../support/eventually.js';
import { freePort } from '../support/free-port.js';
import { formData } from '../support/http/forms.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { nginxUnavailable, startNginx, type ThrowawayNginx } from '../support/nginx/throwaway-nginx.js';
import { POSTGRESQL_REQUIRED, postgresUnavailable, startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres/throwaway-postgres.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../support/s3/local-s3.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

/**
 * A deployment on this machine as it runs in production: two instances of the real server (separate processes) on one
 * PostgreSQL, behind nginx running deploy/nginx/memories.conf round-robin, with the real mercadopago SDK against the
 * fake Mercado Pago API, nodemailer against a real SMTP peer, and photos in a local S3-compatible server (s3rver). Each
 * instance has a data folder of its own, which holds nothing shared.
 */
const unavailable = postgresUnavailable() ?? nginxUnavailable();
if (unavailable && POSTGRESQL_REQUIRED) throw new Error(`MEMORIES_REQUIRE_POSTGRESQL=1, but ${unavailable}`);
if (unavailable) process.stderr.write(`Deployment system test skipped: ${unavailable}\n`);

const WEBHOOK_SECRET = 'webhook-secret-for-the-deployment-test';
const READS = 400;
/** Short, so that the test sees many periods: each holds the lease for 90% of it. */
const HOUSEKEEPING_PERIOD_MS = 2000;

let cluster: ThrowawayPostgres;
let mp: FakeMercadoPago;
let smtp: SmtpPeer;
let dir: { path: string; remove(): Promise<void> };
let nginx: ThrowawayNginx;
let photo: Buffer;
let s3: LocalS3;
const BUCKET = 'memories-photos';
const ports: number[] = [];
const instances: (ServerProcess | null)[] = [null, null];
/** Every instance's process, the killed one included: their log lines tell when each housekeeping round started. */
const everyProcess: ServerProcess[] = [];
let killedAt = 0;
let databaseUrl: string;

function startInstance(index: 0 | 1, publicUrl: string): ServerProcess {
  const instance = startServer(MAIN, {
    PORT: String(ports[index]),
    DATA_DIR: join(dir.path, `data-${index}`),
    ...s3.env(BUCKET, 'pages'),
    ...LOCAL_S3_SDK_ENV,
    DATABASE_URL: databaseUrl,
    APP_SECRET: 'deployment-test-secret-0123456789abcdef',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    MP_ACCESS_TOKEN: mp.accessToken,
    MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MP_API_URL: mp.url,
    MP_TIMEOUT_MS: '2000',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'memories <nao-responda@memories.test>',
    QUEUE_POLL_MS: '50',
    QUEUE_RETRY_BASE_MS: '200',
    LOG_LEVEL: 'info',
    HOUSEKEEPING_PERIOD_MS: String(HOUSEKEEPING_PERIOD_MS),
  });
  instances[index] = instance;
  everyProcess.push(instance);
  return instance;
}

const instanceUrl = (index: 0 | 1) => `http://127.0.0.1:${ports[index]}`;
const mailTo = (address: string) => smtp.messages.filter((message) => message.envelope.to.includes(address));

/** An order through instance `through`, paid, and its signed notification delivered to the other instance. */
async function buyThrough(through: 0 | 1, email: string): Promise<{ memoryId: string }> {
  const form = formData(memoryFormFields({ plan: 'premium', youtube: undefined, email }), [photo]);
  const created = await fetch(`${instanceUrl(through)}/api/create-payment`, { method: 'POST', body: form });
  expect(created.status).toBe(201);
  const memoryId = mp.preferences.at(-1)!.body['external_reference'] as string;
  const payment = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16 });
  const other = through === 0 ? 1 : 0;
  expect(await mp.notify(payment.id, { secret: WEBHOOK_SECRET, webhookUrl: `${instanceUrl(other)}/api/webhooks/mercadopago` })).toBe(200);
  return { memoryId };
}

/** When each housekeeping round started, on any instance, in order. */
function housekeepingRounds(): number[] {
  return everyProcess
    .flatMap((instance) => instance.lines)
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; claimedAt?: string };
        return entry.msg === 'housekeeping round started' ? [Date.parse(entry.claimedAt!)] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a - b);
}

/** Each queued task's status and attempts, per queue, as the shared database holds them. */
async function taskRuns(): Promise<Record<string, string[]>> {
  const database = await openPostgresqlDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const runs: Record<string, string[]> = {};
    for (const table of ['email_outbox', 'payment_notifications']) {
      const rows = await database.orm.em
        .getConnection()
        .execute<{ status: string; attempts: number }[]>(`select "status", "attempts" from "${table}" order by "id"`);
      runs[table] = rows.map((row) => `${row.status}:${row.attempts}`);
    }
    return runs;
  } finally {
    await database.close();
  }
}

describe.skipIf(unavailable !== null)('two instances on PostgreSQL behind nginx', () => {
  beforeAll(async () => {
    [cluster, mp, smtp, dir, photo, s3] = await Promise.all([
      startThrowawayPostgres(),
      startFakeMercadoPago(),
      startSmtpPeer(),
      tempDir(),
      jpegImage(640, 480),
      startLocalS3([BUCKET]),
    ]);
    databaseUrl = await cluster.createDatabase();
    ports.push(await freePort(), await freePort());
    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    await Promise.all([startInstance(0, publicUrl).ready(), startInstance(1, publicUrl).ready()]);
    nginx = await startNginx({ port: nginxPort, upstreams: ports });
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) await instance?.kill();
    await Promise.all([mp?.close(), smtp?.close()]);
    await cluster?.remove();
    await s3?.dispose();
    await dir?.remove();
  });

  it('takes an order on one instance, its notification on the other, sends one e-mail, and serves the page through nginx from both', async () => {
    const { memoryId } = await buyThrough(0, 'ana@example.com');

    await eventually(async () => (mailTo('ana@example.com').length === 1 ? true : undefined));
    const status = (await (await fetch(`${nginx.url}/api/payment-status/${memoryId}`)).json()) as { status: string; path: string };
    expect(status.status).toBe('approved');
    const [, slug] = status.path.split('/');
    for (const origin of [nginx.url, instanceUrl(0), instanceUrl(1)]) {
      const page = await fetch(`${origin}/api/${slug}/${memoryId}`);
      expect(page.status).toBe(200);
      const [photoPath] = ((await page.json()) as { photos: string[] }).photos;
      // The photo stored by the instance that took the order is served by each of them, from the bucket.
      expect((await fetch(`${origin}${photoPath!.startsWith('/api') ? '' : '/api'}${photoPath}`)).status).toBe(200);
    }
    // The photo and its 480 and 960 px widths, beside it in the bucket.
    expect((await s3.keys(BUCKET)).filter((key) => key.startsWith(`pages/${memoryId}/`) && key.endsWith('.webp'))).toHaveLength(3);
    // Round-robin: each instance answered some of the reads through nginx.
    for (let i = 0; i < 4; i++) expect((await fetch(`${nginx.url}/api/${slug}/${memoryId}`)).status).toBe(200);
    for (const instance of instances) {
      expect(instance!.lines.some((line) => line.includes(`/api/${slug}/${memoryId}`))).toBe(true);
    }
  });

  it('loses no read when one instance is killed (-9) under load, sends every e-mail once and runs no task twice; the instance restarts and serves again', async () => {
    const bought = [await buyThrough(1, 'bia@example.com'), await buyThrough(0, 'caio@example.com'), await buyThrough(1, 'dani@example.com')];
    await eventually(async () => (['bia', 'caio', 'dani'].every((name) => mailTo(`${name}@example.com`).length === 1) ? true : undefined));
    const status = (await (await fetch(`${nginx.url}/api/payment-status/${bought[0]!.memoryId}`)).json()) as { path: string };
    const pageUrl = `${nginx.url}/api/${status.path.split('/')[1]}/${bought[0]!.memoryId}`;

    let done = 0;
    const failures: string[] = [];
    const reader = async () => {
      while (done < READS) {
        done++;
        const response = await fetch(pageUrl).catch((error: Error) => ({ status: error.message }) as const);
        if (response.status !== 200) failures.push(String(response.status));
        if ('body' in response) await response.arrayBuffer();
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, reader));
    await eventually(async () => (done > READS / 4 ? true : undefined));
    killedAt = Date.now();
    expect((await instances[0]!.kill('SIGKILL')).signal).toBe('SIGKILL');
    await load;

    expect(failures).toEqual([]);
    expect(done).toBeGreaterThanOrEqual(READS);
    for (const name of ['ana', 'bia', 'caio', 'dani']) expect(mailTo(`${name}@example.com`)).toHaveLength(1);
    expect(await taskRuns()).toEqual({
      email_outbox: ['done:1', 'done:1', 'done:1', 'done:1'],
      payment_notifications: ['done:1', 'done:1', 'done:1', 'done:1'],
    });

    const restarted = startInstance(0, nginx.url);
    await restarted.ready();
    expect((await fetch(`${instanceUrl(0)}/healthz`)).status).toBe(200);
    const { memoryId } = await buyThrough(0, 'eli@example.com');
    await eventually(async () => (mailTo('eli@example.com').length === 1 ? true : undefined));
    expect((await fetch(`${nginx.url}/api/payment-status/${memoryId}`)).status).toBe(200);
  });

  it('runs the housekeeping once per period across the instances, and goes on after the instance holding it was killed', async () => {
    const afterTheKill = () => housekeepingRounds().filter((time) => time > killedAt + HOUSEKEEPING_PERIOD_MS);
    await eventually(() => (afterTheKill().length >= 3 ? true : undefined), 20_000, 'housekeeping rounds after the kill');
    const rounds = housekeepingRounds();
    const gaps = rounds.slice(1).map((time, i) => [rounds[i]!, time - rounds[i]!] as const);
    // Never two rounds in one period while the holder lives: a round holds the lease for 90% of it, whichever instance
    // ticks. The one exception is by design: a holder killed in its period is replaced at once by the next tick.
    const whileAlive = gaps.filter(([from, gap]) => from + gap < killedAt || from > killedAt).map(([, gap]) => gap);
    expect(Math.min(...whileAlive)).toBeGreaterThanOrEqual(HOUSEKEEPING_PERIOD_MS * 0.9);
    // And a round every period or so: a gap is at most a period plus another instance's phase, or one more period
    // where the killed holder's last round was lost with its last log lines.
    expect(Math.max(...gaps.map(([, gap]) => gap))).toBeLessThanOrEqual(HOUSEKEEPING_PERIOD_MS * 3 + 500);
  });
});
