import { openDatabase } from '../src/adapters/persistence/mikro-orm/open-database.js';
import { openPostgresqlDatabase } from '../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import type { Database } from '../src/adapters/persistence/mikro-orm/open-database.js';
import { postgresUnavailable, startThrowawayPostgres } from '../test/support/postgres/throwaway-postgres.js';
import { progress } from './support/progress.js';
import { startRealServer } from './support/servers.js';
import { median } from './support/stats.js';

export interface ScaleOptions {
  readonly small: number;
  readonly large: number;
  readonly requests: number;
  readonly concurrency: number;
}

export interface EngineScaleFigures {
  readonly engine: 'sqlite' | 'postgresql';
  /** Median latency of GET /api/{slug}/{id} (read cache off), in ms, with `small` and then `large` pages stored. */
  readonly p50SmallMs: number;
  readonly p50LargeMs: number;
  readonly ratio: number;
  readonly seedSeconds: number;
}

export interface ScaleFigures {
  readonly small: number;
  readonly large: number;
  readonly requests: number;
  readonly engines: readonly EngineScaleFigures[];
}

const SLUG = 'ana-e-joao';
const idOf = (n: number) => `sc${String(n).padStart(14, '0')}`;

/** Inserts pages `from`..`to` (inclusive) with one statement: active premium pages, no photos. */
async function seed(database: Database, from: number, to: number): Promise<void> {
  const postgres = database.dialect.name === 'postgresql';
  const now = postgres ? 'now()' : String(Date.now());
  const numbers = postgres
    ? `select generate_series(${from}, ${to}) as i`
    : `with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to}) select i from n`;
  const id = postgres ? `'sc' || lpad(i::text, 14, '0')` : `'sc' || substr('00000000000000' || i, -14, 14)`;
  await database.orm.em
    .getConnection()
    .execute(
      `insert into "memories" ("id", "slug", "your_name", "loved_name", "dating_since", "message", "plan", "youtube", "email", "photos", "status", ` +
        `"created_at", "updated_at", "paid_at", "ends_at", "edit_token_version", "version") ` +
        `select ${id}, '${SLUG}', 'Ana', 'João', '2021-06-12T20:30', 'Mensagem', 'premium', null, 'p' || i || '@example.com', '[]', 'active', ` +
        `${now}, ${now}, ${now}, null, 1, 1 from (${numbers}) as numbers`,
    );
}

/** Latencies of `requests` reads spread over `concurrency` clients, each of a page picked at random among `pages`. */
async function p50Ms(baseUrl: string, pages: number, requests: number, concurrency: number): Promise<number> {
  const latencies: number[] = [];
  let sent = 0;
  const client = async () => {
    while (sent < requests) {
      sent++;
      const url = `${baseUrl}/api/${SLUG}/${idOf(1 + Math.floor(Math.random() * pages))}`;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`scale: ${url} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return median(latencies);
}

/**
 * Reads of public pages (read cache off) on a database holding `small` pages, then `large` pages seeded by SQL, on
 * each engine: the growth of the median latency with the data.
 */
export async function benchScale(options: ScaleOptions): Promise<ScaleFigures> {
  const engines: EngineScaleFigures[] = [];
  engines.push(await engineScale('sqlite', options));
  if (postgresUnavailable()) progress(`scale: PostgreSQL skipped: ${postgresUnavailable()}`);
  else engines.push(await engineScale('postgresql', options));
  return { small: options.small, large: options.large, requests: options.requests, engines };
}

async function engineScale(engine: 'sqlite' | 'postgresql', options: ScaleOptions): Promise<EngineScaleFigures> {
  const cluster = engine === 'postgresql' ? await startThrowawayPostgres() : null;
  try {
    const url = cluster ? await cluster.createDatabase() : null;
    const env: Record<string, string> = { READ_CACHE_TTL_MS: '0', ...(url ? { DATABASE_URL: url, APP_SECRET: 's'.repeat(40) } : {}) };
    const server = await startRealServer({ logLevel: 'warn', name: `server on ${engine}`, env });
    const database = url ? await openPostgresqlDatabase({ url, poolSize: 2 }) : await openDatabase({ dbPath: `${server.dataDir}/memories.sqlite` });
    try {
      await seed(database, 1, options.small);
      await p50Ms(server.baseUrl, options.small, options.requests / 4, options.concurrency);
      const p50SmallMs = await p50Ms(server.baseUrl, options.small, options.requests, options.concurrency);
      progress(`scale: ${engine}: p50 ${p50SmallMs.toFixed(2)} ms with ${options.small} pages; seeding up to ${options.large}`);
      const started = performance.now();
      for (let from = options.small + 1; from <= options.large; from += 100_000) await seed(database, from, Math.min(options.large, from + 99_999));
      const seedSeconds = (performance.now() - started) / 1000;
      await p50Ms(server.baseUrl, options.large, options.requests / 4, options.concurrency);
      const p50LargeMs = await p50Ms(server.baseUrl, options.large, options.requests, options.concurrency);
      progress(`scale: ${engine}: p50 ${p50LargeMs.toFixed(2)} ms with ${options.large} pages (seeded in ${seedSeconds.toFixed(0)} s)`);
      return { engine, p50SmallMs, p50LargeMs, ratio: p50LargeMs / p50SmallMs, seedSeconds };
    } finally {
      await database.close();
      await server.child.stop();
    }
  } finally {
    await cluster?.remove();
  }
}
