import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresqlDatabase } from '../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../support/fake-mercado-pago/fake-mercado-pago.js';
import { MAIN, startServer, type ServerProcess } from '../support/crash/server-processes.js';
import { eventually } from '../support/eventually.js';
import { freePort } from '../support/free-port.js';
import { formData } from '../support/http/forms.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { describeAnswer, startClientLoad, type ClientAnswer, type ClientLoad } from '../support/nginx/client-load.js';
import { DEPLOY_UNAVAILABLE_PAGE, nginxUnavailable, startNginx, type ThrowawayNginx } from '../support/nginx/throwaway-nginx.js';
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
/**
 * An order's e-mail crosses two instances, Mercado Pago's fake and the SMTP peer: seconds on a quiet machine, more on a
 * busy one. Only a failure waits this long.
 */
const E_MAIL_WAIT_MS = 60_000;
/** Short, so that the test sees many periods: each holds the lease for 90% of it. */
const HOUSEKEEPING_PERIOD_MS = 2000;
const INSTANCE_LIFETIME_MS = 15 * 60_000;

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
/** A paid page's read and its payment status through nginx: what the client load asks for. */
let readUrls: string[] = [];
/** The client load of the test under way, stopped after it whatever happens. */
let clientLoad: ClientLoad | null = null;

function startInstance(index: 0 | 1, publicUrl: string): ServerProcess {
  const instance = startServer(
    MAIN,
    {
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
    },
    undefined,
    // The instances started before the first test live through the whole file, longer than the usual two minutes.
    INSTANCE_LIFETIME_MS,
  );
  instances[index] = instance;
  everyProcess.push(instance);
  return instance;
}

/** Its "ready" line, with room for a machine busy with other work (the helper's own limit is 30 s). */
const untilReady = (instance: ServerProcess) => instance.waitForLog((entry) => entry.msg === 'ready', 90_000);
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

const run = promisify(execFile);
const ROLLING_RESTART = join(import.meta.dirname, '../../deploy/rolling-restart.sh');

const orderForm = (email: string) => formData(memoryFormFields({ plan: 'premium', youtube: undefined, email }), [photo]);

/** Polls the instance's own /healthz (not through nginx) until it answers 200, as a rolling restart does. */
async function untilHealthy(index: 0 | 1): Promise<void> {
  const healthy = () =>
    fetch(`${instanceUrl(index)}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
  await eventually(async () => ((await healthy()) ? true : undefined), 120_000, `instance ${index} healthy`);
}

/** For a failure's message: what nginx logged, and how each instance is doing. */
async function diagnosis(): Promise<string> {
  const states = await Promise.all(
    instances.map(async (instance, i) => {
      const exit = await Promise.race([instance!.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 100))]);
      return `instance ${i} (pid ${instance!.pid}): ${JSON.stringify(exit)}\n${instance!.lines.slice(-8).join('\n')}`;
    }),
  );
  return `${states.join('\n')}\nnginx:\n${(await nginx.errorLog()).split('\n').slice(-30).join('\n')}`;
}

/** The app's own answer while it cannot serve: a 503 in JSON with a Portuguese sentence and a Retry-After. */
function isHonest503(answer: ClientAnswer): boolean {
  if (answer.status !== 503 || !answer.contentType?.startsWith('application/json') || !answer.retryAfter) return false;
  const body = JSON.parse(answer.body) as { error?: unknown; code?: unknown };
  return body.code === 'service.unavailable' && typeof body.error === 'string' && body.error.length > 0;
}

/** An answer's status and the code of its JSON error body (it fails on anything but JSON). */
async function jsonAnswer(response: Response): Promise<{ status: number; code: unknown }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, code: ((await response.json()) as { code?: unknown }).code };
}

/**
 * What `RESTART` calls in the rolling restart: `POST /restart/<index>` stops that instance as systemd does (SIGTERM,
 * then waits for it to exit), starts it again and answers at once, before it is ready.
 */
async function restartControl(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const index = Number(/^\/restart\/([01])$/.exec(request.url ?? '')?.[1] ?? NaN) as 0 | 1;
    if (Number.isNaN(index)) return void response.writeHead(404).end();
    void instances[index]!.kill('SIGTERM').then(() => {
      startInstance(index, nginx.url);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
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
    await Promise.all([untilReady(startInstance(0, publicUrl)), untilReady(startInstance(1, publicUrl))]);
    nginx = await startNginx({ port: nginxPort, upstreams: ports });
  }, 120_000);

  afterEach(async () => {
    await clientLoad?.stop();
    clientLoad = null;
  });

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

    await eventually(async () => (mailTo('ana@example.com').length === 1 ? true : undefined), E_MAIL_WAIT_MS, "ana's e-mail");
    const status = (await (await fetch(`${nginx.url}/api/payment-status/${memoryId}`)).json()) as { status: string; path: string };
    expect(status.status).toBe('approved');
    const [, slug] = status.path.split('/');
    readUrls = [`${nginx.url}/api/${slug}/${memoryId}`, `${nginx.url}/api/payment-status/${memoryId}`];
    for (const origin of [nginx.url, instanceUrl(0), instanceUrl(1)]) {
      // At once on each: an instance never keeps a page awaiting its payment in its read cache.
      const page = await fetch(`${origin}/api/${slug}/${memoryId}`);
      expect(page.status, origin).toBe(200);
      const [photoPath] = ((await page.json()) as { photos: string[] }).photos;
      // The photo stored by the instance that took the order is served by each of them, from the bucket.
      expect((await fetch(`${origin}${photoPath!.startsWith('/api') ? '' : '/api'}${photoPath}`)).status).toBe(200);
    }
    // The photo and its 480, 720 and 1080 px widths, beside it in the bucket.
    expect((await s3.keys(BUCKET)).filter((key) => key.startsWith(`pages/${memoryId}/`) && key.endsWith('.webp'))).toHaveLength(4);
    // Round-robin: each instance answered some of the reads through nginx.
    for (let i = 0; i < 4; i++) expect((await fetch(`${nginx.url}/api/${slug}/${memoryId}`)).status).toBe(200);
    for (const instance of instances) {
      expect(instance!.lines.some((line) => line.includes(`/api/${slug}/${memoryId}`))).toBe(true);
    }
  }, 300_000);

  it('loses no read when one instance is killed (-9) under load, sends every e-mail once and runs no task twice; the instance restarts and serves again', async () => {
    const bought = [await buyThrough(1, 'bia@example.com'), await buyThrough(0, 'caio@example.com'), await buyThrough(1, 'dani@example.com')];
    const mailed = () => ['bia', 'caio', 'dani'].map((name) => `${name}: ${mailTo(`${name}@example.com`).length}`).join(', ');
    await eventually(
      async () => (['bia', 'caio', 'dani'].every((name) => mailTo(`${name}@example.com`).length === 1) ? true : undefined),
      E_MAIL_WAIT_MS,
      'the three e-mails',
    ).catch(async (error: Error) => {
      // Seen once in three CI runs (2026-12-06): the instance that took an e-mail still held its order, in its read
      // cache, as unpaid, and cancelled it (the outbox now reads the database: outbox-across-instances.test.ts).
      throw new Error(`${error.message} (e-mails received: ${mailed()})\n${await diagnosis()}`);
    });
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
    await untilReady(restarted);
    expect((await fetch(`${instanceUrl(0)}/healthz`)).status).toBe(200);
    const { memoryId } = await buyThrough(0, 'eli@example.com');
    await eventually(async () => (mailTo('eli@example.com').length === 1 ? true : undefined), E_MAIL_WAIT_MS, "eli's e-mail");
    expect((await fetch(`${nginx.url}/api/payment-status/${memoryId}`)).status).toBe(200);
  }, 300_000);

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

  it('loses no read when an instance is killed (-9) right after the other came back (its /healthz just answered 200), and sends the orders that meet the dead one to the live one', async () => {
    const load = (clientLoad = startClientLoad(readUrls));
    await load.more(50);
    await instances[0]!.kill('SIGKILL');
    // nginx meets the dead instance under the load and sets it aside.
    await load.more(50);
    startInstance(0, nginx.url);
    await untilHealthy(0);
    expect((await instances[1]!.kill('SIGKILL')).signal).toBe('SIGKILL');
    await load.more(200);
    // Sent after the kill, so none was under way on the dead instance: those that nginx tries there first are refused
    // (they never reached it) and go to the live one. Each gets the app's own answer.
    const refused: Response[] = [];
    // One after the other: the upload gate answers 503 to forms arriving all at once.
    for (let i = 0; i < 6; i++) refused.push(await fetch(`${nginx.url}/api/create-payment`, { method: 'POST', body: formData({}) }));
    const answers = await load.stop();

    expect(answers.filter((answer) => answer.status !== 200).map(describeAnswer), await diagnosis()).toEqual([]);
    for (const answer of refused) {
      expect(await jsonAnswer(answer)).toEqual({ status: 400, code: 'memory.name-required' });
    }
    startInstance(1, nginx.url);
    await untilHealthy(1);
  }, 120_000);

  it("answers the app's JSON 503 with Retry-After while PostgreSQL is stopped under load, never nginx's 502, and reads come back once it is started again", async () => {
    const load = (clientLoad = startClientLoad(readUrls));
    await load.more(50);
    await cluster.stop();
    await load.until((answers) => answers.filter(isHonest503).length >= 20, 30_000, "the app's 503s while PostgreSQL is stopped");
    await cluster.start();
    await load.until((answers) => answers.length > 50 && answers.slice(-50).every((answer) => answer.status === 200), 60_000, 'reads answered again');
    const answers = await load.stop();

    const failed = instances.flatMap((instance) => instance!.lines.filter((line) => line.includes('request failed')));
    expect(answers.filter((answer) => answer.status !== 200 && !isHonest503(answer)).map(describeAnswer), failed.join('\n')).toEqual([]);
  }, 120_000);

  it('restarts both instances under load with deploy/rolling-restart.sh, each once the other answers /healthz, losing no read', async () => {
    const control = await restartControl();
    const restart = join(dir.path, 'restart.sh');
    await writeFile(restart, `#!/bin/sh\nexec curl -sf -X POST "${control.url}/restart/$1"\n`);
    const before = instances.map((instance) => instance!.pid);
    const load = (clientLoad = startClientLoad(readUrls));
    await load.more(50);
    const script = await run('sh', [ROLLING_RESTART, `0=${instanceUrl(0)}/healthz`, `1=${instanceUrl(1)}/healthz`], {
      env: { PATH: process.env.PATH!, RESTART: `sh ${restart}`, SETTLE: '0', READY_TIMEOUT: '120' },
    });
    await load.more(100);
    const answers = await load.stop();
    await control.close();

    expect(script.stderr).toContain('todas as instâncias foram reiniciadas');
    expect(answers.filter((answer) => answer.status !== 200).map(describeAnswer), await nginx.errorLog()).toEqual([]);
    instances.forEach((instance, i) => expect(instance!.pid).not.toBe(before[i]));
  }, 300_000);

  it("passes the app's own errors through untouched, and answers nginx's Portuguese page with Retry-After once no instance is alive", async () => {
    mp.down(500);
    const providerDown = await fetch(`${nginx.url}/api/create-payment`, { method: 'POST', body: orderForm('hugo@example.com') });
    mp.up();
    expect(await jsonAnswer(providerDown)).toEqual({ status: 502, code: 'payment.provider-unavailable' });

    await Promise.all(instances.map((instance) => instance!.kill('SIGKILL')));
    const page = await readFile(DEPLOY_UNAVAILABLE_PAGE, 'utf8');
    const requests = [fetch(readUrls[0]!), fetch(`${nginx.url}/api/create-payment`, { method: 'POST', body: orderForm('ines@example.com') })];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('retry-after')).toBe('10');
      const text = await response.text();
      expect(text).toBe(page);
      expect(text).toContain('instabilidade temporária');
    }
  }, 120_000);
});
