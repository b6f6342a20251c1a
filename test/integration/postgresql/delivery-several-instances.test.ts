import { afterAll, beforeAll, expect, it } from 'vitest';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { startServerQueueWorkers } from '../../../src/adapters/composition/scheduling.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import { DeliverOnTheDay } from '../../../src/application/delivery/deliver-on-the-day.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { RecipientDeliveries } from '../../../src/application/ports/recipient-deliveries.js';
import { scheduledDelivery } from '../../../src/domain/delivery/recipient-delivery.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { startTestServer, type TestServer } from '../../support/http/test-server.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import { describeOnPostgres } from '../../support/postgres/postgres-suite.js';

const HOUR_MS = 60 * 60 * 1000;
const PAGES = 10;
/** 12 June 2026, midnight in Brasília, and the next midnight. */
const REVEAL = new Date('2026-06-12T03:00:00.000Z');
const NEXT_REVEAL = new Date('2026-06-13T03:00:00.000Z');

const recipientOf = (id: string) => `para-${id}@example.com`;
const buyerOf = (id: string) => `${id}@example.com`;

function instanceOn(url: string, clock: FixedClock, mailer: RecordingMailer): Promise<TestServer> {
  return startTestServer({
    env: { DATABASE_URL: url, APP_SECRET: 's'.repeat(40), READ_CACHE_TTL_MS: '0', QUEUE_POLL_MS: '20' },
    clock,
    overrides: { logger: createLogger('silent'), mailer },
  });
}

describeOnPostgres('the delivery on the day with two instances on one database', (cluster) => {
  const clock = new FixedClock(new Date('2026-03-10T15:00:00.000Z'));
  const mailers = [new RecordingMailer(), new RecordingMailer()];
  let a: TestServer;
  let b: TestServer;
  let inspector: Database;

  beforeAll(async () => {
    const url = await cluster().createDatabase();
    a = await instanceOn(url, clock, mailers[0]!);
    b = await instanceOn(url, clock, mailers[1]!);
    inspector = await openPostgresqlDatabase({ url, poolSize: 1 });
  }, 60_000);
  afterAll(async () => {
    await inspector?.close();
    await a?.close();
    await b?.close();
  });

  const count = async (sql: string) => Number((await inspector.orm.em.getConnection().execute<{ n: string | number }[]>(sql))[0]!.n);
  const round = (server: TestServer) => server.runtime.useCase(DeliverOnTheDay).execute();
  const drain = async (server: TestServer) => {
    for (;;) {
      const report = await server.runtime.container.get(DeliverQueuedEmails).execute();
      if (report.done + report.cancelled + report.retried + report.failed === 0) return;
    }
  };
  /** Who received the delivery e-mails of `kind`, across both instances' mailers, sorted. */
  const receivedBy = (kind: 'arrived' | 'sent', ids: readonly string[]) =>
    mailers
      .flatMap((mailer) => mailer.deliveries)
      .filter((email) => email.kind === kind && ids.some((id) => email.to === recipientOf(id) || email.to === buyerOf(id)))
      .map((email) => email.to)
      .sort();

  /** Paid pages opening at `revealAt` (the form's wall time), each with a delivery asked for while the clock is before it. */
  async function pagesWithDeliveries(prefix: string, pages: number, revealAt: string): Promise<string[]> {
    const repository = a.runtime.container.get(PORTS.MemoryRepository);
    const deliveries = a.runtime.container.get(PORTS.RecipientDeliveries);
    const ids = Array.from({ length: pages }, (_, i) => `${prefix}${String(i).padStart(16 - prefix.length, '0')}`);
    for (const id of ids) {
      const page = aMemory({ id, details: { revealAt, email: buyerOf(id) }, status: 'active' });
      await repository.add(page);
      await deliveries.save(scheduledDelivery({ memoryId: id, to: recipientOf(id), revealAt: page.revealAt, now: clock.now() }));
    }
    return ids;
  }

  it('sends each recipient one e-mail and each buyer one notice while both instances’ rounds and workers run at once', async () => {
    clock.set('2026-03-10T15:00:00.000Z');
    const ids = await pagesWithDeliveries('delivery', PAGES, '2026-06-12T00:00');

    clock.set(new Date(REVEAL.getTime() - 1));
    expect((await Promise.all([a, b].map(round))).map((report) => report.sent)).toEqual([0, 0]);

    clock.set(new Date(REVEAL.getTime() + 1000));
    // Both instances' queue workers (a round every 20 ms) and their rounds called at the same moment, several times.
    const workers = [startServerQueueWorkers(a.runtime), startServerQueueWorkers(b.runtime)];
    const reports = await Promise.all([a, b, a, b, a, b].map(round));
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all([drain(a), drain(b)]);
    // A later round, on either instance, changes nothing.
    clock.advance(HOUR_MS);
    expect((await Promise.all([a, b].map(round))).map((report) => report.sent)).toEqual([0, 0]);
    await Promise.all([drain(a), drain(b)]);

    expect(receivedBy('arrived', ids)).toEqual(ids.map(recipientOf).sort());
    expect(receivedBy('sent', ids)).toEqual(ids.map(buyerOf).sort());
    expect(await count(`select count(*) as n from "page_deliveries" where "status" = 'sent'`)).toBe(PAGES);
    expect(await count(`select count(*) as n from "email_outbox" where "payload" like '%"reason":"delivery"%'`)).toBe(PAGES);
    expect(await count(`select count(*) as n from "email_outbox" where "payload" like '%"reason":"delivery-sent"%'`)).toBe(PAGES);
    // The workers run rounds of their own, so these may leave some deliveries to them: none twice.
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeLessThanOrEqual(PAGES);
  });

  it('a round held up between reading a delivery and marking it sent queues nothing once the other instance sent it', async () => {
    clock.set(new Date(NEXT_REVEAL.getTime() - HOUR_MS));
    const [id] = await pagesWithDeliveries('late', 1, '2026-06-13T00:00');
    clock.set(NEXT_REVEAL);

    // Instance b's round, on its own adapters, paused where it is about to mark the delivery sent (a long GC pause).
    const store = b.runtime.container.get(PORTS.RecipientDeliveries);
    let decided!: () => void;
    const hasDecided = new Promise<void>((resolve) => (decided = resolve));
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const pausing: RecipientDeliveries = {
      find: (memoryId) => store.find(memoryId),
      save: (delivery) => store.save(delivery),
      dueBy: (now, limit) => store.dueBy(now, limit),
      async markSent(memoryId, at, emails) {
        decided();
        await resumed;
        return store.markSent(memoryId, at, emails);
      },
    };
    const paused = new DeliverOnTheDay(pausing, b.runtime.container.get(PORTS.FreshMemoryRepository), clock).execute();
    await hasDecided;

    // Meanwhile instance a sends it, and its outbox is done with both e-mails.
    expect(await round(a)).toMatchObject({ sent: 1 });
    await drain(a);
    resume();
    expect(await paused).toEqual({ sent: 0, cancelled: 0, held: 0 });
    await Promise.all([drain(a), drain(b)]);

    expect(receivedBy('arrived', [id!])).toEqual([recipientOf(id!)]);
    expect(receivedBy('sent', [id!])).toEqual([buyerOf(id!)]);
  });
});
