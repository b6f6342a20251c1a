import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime } from '../../../src/adapters/composition/container.js';
import { dataPaths } from '../../../src/adapters/composition/data-paths.js';
import { createLogger } from '../../../src/adapters/logging/logger.js';
import { openDatabase } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { CreateMemory } from '../../../src/application/buyer/create-memory.js';
import { ConfirmPayment } from '../../../src/application/payments/confirm-payment.js';
import { calendarDayAt } from '../../../src/domain/anniversaries/anniversary.js';
import { storedAsGiven } from '../../support/fakes/fake-photo-processor.js';
import { CRASHING_SERVER, eventually, MAIN, startServer, type ServerProcess } from '../../support/crash/server-processes.js';
import { createMemoryInput } from '../../support/mothers/memory.mother.js';

/**
 * The anniversary round of a server killed (SIGKILL) just before and just after it records a page's anniversary with
 * its e-mail, then the real server restarted on the same DATA_DIR, whose rounds (every second here) run again: the
 * buyer gets exactly one anniversary e-mail. The servers read the real clock, so the page started two years ago today
 * in São Paulo.
 */

const FROM = 'Memórias <nao-responda@memories.example>';
const ROUNDS = { HOUSEKEEPING_PERIOD_MS: '1000', QUEUE_POLL_MS: '100', LOG_LEVEL: 'info' };

let dir: string;
let dataDir: string;
const running: ServerProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-crash-anniversary-'));
  dataDir = join(dir, 'data');
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.kill();
  await rm(dir, { recursive: true, force: true });
});

function start(entry: string, env: Record<string, string>): ServerProcess {
  const server = startServer(entry, { DATA_DIR: dataDir, MAIL_FROM: FROM, ...ROUNDS, ...env });
  running.push(server);
  return server;
}

/** Two years ago today in São Paulo (29 February: four years ago). */
function startedTwoYearsAgo(): { datingSince: string; years: number } {
  const today = calendarDayAt(new Date());
  const years = today.month === 2 && today.day === 29 ? 4 : 2;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { datingSince: `${today.year - years}-${pad(today.month)}-${pad(today.day)}`, years };
}

/** A paid premium page whose yearly anniversary is today. */
async function pageWithAnniversaryToday(datingSince: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', MAIL_FROM: FROM });
  const runtime = await buildRuntime(config, { logger: createLogger('silent'), photoProcessor: storedAsGiven });
  try {
    const { memoryId } = await runtime.container.get(CreateMemory).execute(createMemoryInput({ datingSince }));
    await runtime.container.get(ConfirmPayment).execute({ memoryId, paymentId: `demo-${memoryId}`, outcome: 'approved' });
  } finally {
    await runtime.close();
  }
}

async function rows<Row>(sql: string): Promise<Row[]> {
  const database = await openDatabase({ dbPath: dataPaths(loadConfig({ DATA_DIR: dataDir })).database });
  try {
    return await database.orm.em.fork().getConnection().execute<Row[]>(sql);
  } finally {
    await database.close();
  }
}

const anniversaryTasks = () =>
  rows<{ status: string }>(`select "status" from "email_outbox" where "payload" like '%"reason":"anniversary"%' order by "id"`);

async function anniversarySubjects(): Promise<string[]> {
  const outbox = dataPaths(loadConfig({ DATA_DIR: dataDir })).outbox;
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const subjects = await Promise.all(names.map(async (name) => (await simpleParser(await readFile(join(outbox, name)))).subject ?? ''));
  return subjects.filter((subject) => subject.startsWith('Hoje vocês completam'));
}

describe('a server killed in its anniversary round', () => {
  it.each(['anniversary:before-record', 'anniversary:recorded'])(
    'killed at %s: after the restart and several more rounds, the buyer has exactly one anniversary e-mail',
    async (step) => {
      const { datingSince, years } = startedTwoYearsAgo();
      await pageWithAnniversaryToday(datingSince);

      const crashing = start(CRASHING_SERVER, { CRASH_AT: step, CRASH_HOUSEKEEPING: '1' });
      await crashing.waitForLog((entry) => entry.msg === 'crash' && entry.step === step);
      expect((await crashing.exited).signal).toBe('SIGKILL');
      expect(await anniversaryTasks()).toHaveLength(step === 'anniversary:recorded' ? 1 : 0);

      const restarted = start(MAIN, {});
      await restarted.ready();
      // Rounds after the dead server's lease ran out: each one runs the anniversary round again.
      await eventually(
        async () => (restarted.lines.filter((line) => line.includes('housekeeping round started')).length >= 3 ? true : undefined),
        30_000,
        'three housekeeping rounds of the restarted server',
      );
      await eventually(
        async () => ((await anniversaryTasks()).every((task) => task.status === 'done') ? true : undefined),
        30_000,
        'the anniversary e-mail to be sent',
      );
      await restarted.kill('SIGTERM');

      expect(await anniversaryTasks()).toEqual([{ status: 'done' }]);
      expect(await rows<{ years: number }>('select "years" from "anniversary_emails"')).toEqual([{ years }]);
      expect(await anniversarySubjects()).toEqual([`Hoje vocês completam ${years} anos! 🎉`]);
    },
  );
});
