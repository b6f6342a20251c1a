import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { startServerHousekeeping } from '../../../src/adapters/composition/scheduling.js';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import type {
  AnniversaryEmail,
  DeliveryEmail,
  LetterOpenedEmail,
  QuestionAlertEmail,
  Mailer,
  PageLinksEmail,
  PageOpenedEmail,
  PageReplyEmail,
} from '../../../src/application/ports/mailer.js';
import { Memory } from '../../../src/domain/memory/memory.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { validCreateForm, withForm } from '../../support/http/forms.js';
import { startTestServer, type TestServer } from '../../support/http/test-server.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import { describeOnPostgres, emptyTables } from '../../support/postgres/postgres-suite.js';
import { jpegImage } from '../../support/test-images.js';

const HOUR_MS = 60 * 60 * 1000;
const RESEND_LIMIT_PER_EMAIL = 3;

/** Records every e-mail sent, yielding once per e-mail so that two workers' rounds interleave. */
class CountingMailer implements Mailer {
  constructor(private readonly sent: string[]) {}

  async sendPageLinks(email: PageLinksEmail): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(email.to);
  }

  async sendPageOpened(email: PageOpenedEmail): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(email.to);
  }

  async sendAnniversary(email: AnniversaryEmail): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(email.to);
  }

  async sendPageReply(email: PageReplyEmail): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(email.to);
  }

  async sendDelivery(email: DeliveryEmail): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(email.to);
  }

  async sendLetterOpened(email: LetterOpenedEmail): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(email.to);
  }

  async sendQuestionAlert(email: QuestionAlertEmail): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(email.to);
  }
}

/** A server on the shared database, with the shared clock and mailer, whose log lines land in `lines`. */
function instanceOn(url: string, clock: FixedClock, sent: string[], lines: string[]): Promise<TestServer> {
  const write = (line: string) => void lines.push(line);
  return startTestServer({
    env: { DATABASE_URL: url, APP_SECRET: 's'.repeat(40), RESEND_LIMIT_PER_EMAIL: String(RESEND_LIMIT_PER_EMAIL), READ_CACHE_TTL_MS: '0' },
    clock,
    overrides: { logger: createLogger('debug', { out: { write }, errors: { write } }), mailer: new CountingMailer(sent) },
  });
}

describeOnPostgres('several instances on one database', (cluster) => {
  const clock = new FixedClock(new Date('2026-03-10T15:00:00.000Z'));
  const sent: string[] = [];
  const lines: [string[], string[]] = [[], []];
  let a: TestServer;
  let b: TestServer;
  let inspector: Database;

  beforeAll(async () => {
    const url = await cluster().createDatabase();
    a = await instanceOn(url, clock, sent, lines[0]);
    b = await instanceOn(url, clock, sent, lines[1]);
    inspector = await openPostgresqlDatabase({ url, poolSize: 1 });
  }, 60_000);
  afterAll(async () => {
    await inspector?.close();
    await a?.close();
    await b?.close();
  });
  beforeEach(() => {
    clock.set('2026-03-10T15:00:00.000Z');
  });
  afterEach(async () => {
    sent.length = 0;
    await emptyTables(inspector);
  });

  const count = async (sql: string) => Number((await inspector.orm.em.getConnection().execute<{ n: string | number }[]>(sql))[0]!.n);
  const said = (message: string) => lines.flat().filter((line) => line.includes(`"${message}"`)).length;

  it('runs the housekeeping round once per period whichever instances tick, and again once the period has passed', async () => {
    const before = said('housekeeping round started');
    const chores = [startServerHousekeeping(a.runtime, HOUR_MS), startServerHousekeeping(b.runtime, HOUR_MS)];
    try {
      await Promise.all(chores.map((task) => task.runNow()));
      await Promise.all(chores.map((task) => task.runNow()));
      expect(said('housekeeping round started') - before).toBe(1);
      expect(said('housekeeping round left to the instance holding its lease')).toBeGreaterThanOrEqual(3);

      clock.advance(HOUR_MS / 2);
      await Promise.all(chores.map((task) => task.runNow()));
      expect(said('housekeeping round started') - before).toBe(1);

      clock.advance(HOUR_MS / 2);
      await Promise.all(chores.map((task) => task.runNow()));
      await Promise.all(chores.map((task) => task.runNow()));
      expect(said('housekeeping round started') - before).toBe(2);
      expect(await count('select count(*) as n from "job_leases"')).toBe(1);
    } finally {
      await Promise.all(chores.map((task) => task.stop()));
    }
  });

  it('sends each queued e-mail exactly once while both instances drain the outbox at once', async () => {
    await a.runtime.container.get(PORTS.MemoryRepository).add(aMemory({ id: 'sharedpage000001', status: 'active' }));
    const outbox = a.runtime.container.get(PORTS.EmailOutbox);
    const addresses = Array.from({ length: 40 }, (_, i) => `pessoa${String(i).padStart(2, '0')}@example.com`);
    for (const to of addresses) await outbox.enqueue({ to, reason: 'resend', memoryIds: ['sharedpage000001'] }, clock.now());

    const drainUntilEmpty = async (server: TestServer) => {
      for (;;) {
        const report = await server.runtime.container.get(DeliverQueuedEmails).execute();
        if (report.done + report.cancelled + report.retried + report.failed === 0) return;
      }
    };
    await Promise.all([drainUntilEmpty(a), drainUntilEmpty(b), drainUntilEmpty(a), drainUntilEmpty(b)]);

    expect([...sent].sort()).toEqual(addresses);
    expect(await count(`select count(*) as n from "email_outbox" where "status" = 'done'`)).toBe(addresses.length);
  });

  it('holds the resend limit per address across instances; the window passes and the housekeeping removes its counters', async () => {
    const resend = (server: TestServer) => server.http.post('/api/resend-qrcode').send({ email: 'quem@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < RESEND_LIMIT_PER_EMAIL + 2; i++) statuses.push((await resend(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual([...Array<number>(RESEND_LIMIT_PER_EMAIL).fill(202), 429, 429]);
    const refused = await resend(b).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count(`select max("hits") as n from "rate_limit_hits" where "limiter" = 'resend-per-email'`)).toBe(RESEND_LIMIT_PER_EMAIL);

    clock.advance(HOUR_MS);
    await resend(b).expect(202);
    const chores = startServerHousekeeping(a.runtime, HOUR_MS);
    await chores.stop();
    // The window that is over is gone; the current one, per address and per client, stays.
    expect(await count('select count(*) as n from "rate_limit_hits"')).toBe(2);
    expect(await count('select count(*) as n from "rate_limit_hits" where "hits" > 1')).toBe(0);
  });

  it('holds the checkout reopenings of an order across instances, and keeps nothing for unknown orders', async () => {
    const created = await withForm(a.http.post('/api/create-payment'), validCreateForm(), [await jpegImage(320, 240)]).expect(201);
    const id = (created.body.init_point as string).split('/').pop()!;
    // The order itself is counted (new orders per client); the unknown ones below add nothing.
    const countedBefore = await count('select count(*) as n from "rate_limit_hits"');
    await b.http.post('/api/checkout/naoexiste0000001').expect(404);
    await a.http.get('/api/payment-status/naoexiste0000001').expect(404);
    expect(await count('select count(*) as n from "rate_limit_hits"')).toBe(countedBefore);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await (i % 2 === 0 ? a : b).http.post(`/api/checkout/${id}`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('shows a page edited or suspended through one instance on the other at its next read (read cache off)', async () => {
    const created = await withForm(a.http.post('/api/create-payment'), validCreateForm(), [await jpegImage(320, 240)]).expect(201);
    const id = (created.body.init_point as string).split('/').pop()!;
    await a.http.post(`/checkout/demo/${id}/approve`).expect(303);
    const slug = ((await a.http.get(`/api/payment-status/${id}`).expect(200)).body.path as string).split('/')[1]!;
    await b.http.get(`/api/${slug}/${id}`).expect(200);
    await b.http.get(`/${slug}/${id}`).expect(200);

    const repository = a.runtime.container.get(PORTS.MemoryRepository);
    await repository.update(Memory.restore({ ...(await repository.findById(id))!.snapshot(), message: 'Mudou na outra instância' }));
    expect((await b.http.get(`/api/${slug}/${id}`).expect(200)).body.message).toBe('Mudou na outra instância');
    const memory = (await repository.findById(id))!;
    memory.recordPayment(memory.paymentId!, 'reversed', clock.now());
    await repository.update(memory);
    await b.http.get(`/api/${slug}/${id}`).expect(410);
    await b.http.get(`/${slug}/${id}`).expect(410);
  });

  it('holds the "E-mail errado?" corrections of an order across instances', async () => {
    const created = await withForm(a.http.post('/api/create-payment'), validCreateForm({ email: 'bia@exemplo.con' }), [
      await jpegImage(320, 240),
    ]).expect(201);
    const { memory_id: id, email_correction_key: key } = created.body as { memory_id: string; email_correction_key: string };

    const statuses: number[] = [];
    for (let i = 0; i < RESEND_LIMIT_PER_EMAIL + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await server.http.post(`/api/email-correction/${id}`).send({ email: `bia${i}@example.com`, key })).status);
    }
    expect(statuses).toEqual([...Array<number>(RESEND_LIMIT_PER_EMAIL).fill(202), 429, 429]);
  });
});
