import { afterAll, beforeAll, expect, it } from 'vitest';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { startServerHousekeeping } from '../../../src/adapters/composition/scheduling.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import { SendAnniversaryEmails } from '../../../src/application/anniversaries/send-anniversary-emails.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { RecordingMailer } from '../../support/fakes/recording-mailer.js';
import { startTestServer, type TestServer } from '../../support/http/test-server.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import { describeOnPostgres } from '../../support/postgres/postgres-suite.js';

const HOUR_MS = 60 * 60 * 1000;
const PAGES = 12;

function instanceOn(url: string, clock: FixedClock, mailer: RecordingMailer): Promise<TestServer> {
  return startTestServer({
    env: { DATABASE_URL: url, APP_SECRET: 's'.repeat(40), READ_CACHE_TTL_MS: '0' },
    clock,
    overrides: { logger: createLogger('silent'), mailer },
  });
}

describeOnPostgres('the anniversary e-mail with two instances on one database', (cluster) => {
  // Noon on 10 March 2026 in São Paulo: the second anniversary of pages started on 10 March 2024.
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

  it('queues and sends one e-mail per page and anniversary while both instances run the round at once, again and again', async () => {
    const repository = a.runtime.container.get(PORTS.MemoryRepository);
    const ids = Array.from({ length: PAGES }, (_, i) => `anniversary${String(i).padStart(5, '0')}`);
    for (const id of ids) {
      await repository.add(aMemory({ id, details: { datingSince: '2024-03-10T20:00', email: `${id}@example.com` }, status: 'active' }));
    }

    // Both instances' rounds at the same moment, several times each, and both housekeeping timers.
    const rounds = [a, b, a, b, a, b].map((server) => server.runtime.useCase(SendAnniversaryEmails).execute());
    const chores = [startServerHousekeeping(a.runtime, HOUR_MS), startServerHousekeeping(b.runtime, HOUR_MS)];
    const reports = await Promise.all(rounds);
    await Promise.all(chores.map((task) => task.stop()));
    // The housekeeping timers run a round of their own, so these rounds may leave some pages to them: none twice.
    const queuedByRounds = reports.flatMap((report) => report.queued.map((queued) => queued.id));
    expect(new Set(queuedByRounds).size).toBe(queuedByRounds.length);
    expect(await count('select count(*) as n from "anniversary_emails"')).toBe(PAGES);

    const drain = async (server: TestServer) => {
      for (;;) {
        const report = await server.runtime.container.get(DeliverQueuedEmails).execute();
        if (report.done + report.cancelled + report.retried + report.failed === 0) return;
      }
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    // A later round the same day, on either instance, changes nothing.
    clock.advance(HOUR_MS);
    await Promise.all([a, b].map((server) => server.runtime.useCase(SendAnniversaryEmails).execute()));
    await Promise.all([drain(a), drain(b)]);

    const sent = mailers.flatMap((mailer) => mailer.anniversaries);
    expect(sent.map((email) => email.to).sort()).toEqual(ids.map((id) => `${id}@example.com`));
    expect(sent.every((email) => email.years === 2)).toBe(true);
    expect(await count(`select count(*) as n from "email_outbox" where "payload" like '%"reason":"anniversary"%'`)).toBe(PAGES);
    expect(await count('select count(*) as n from "anniversary_emails"')).toBe(PAGES);
  });
});
