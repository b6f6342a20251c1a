import { postgresUnavailable, startThrowawayPostgres } from '../test/support/postgres/throwaway-postgres.js';
import { runLoad, type LoadResult } from './support/load.js';
import { progress } from './support/progress.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startBareKoaServer, startRealServer, type RunningServer } from './support/servers.js';
import { median, ratio } from './support/stats.js';

export interface EnginesOptions {
  readonly photos: readonly Buffer[];
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
  readonly rounds: number;
}

export interface EngineReadFigures {
  readonly label: string;
  readonly medianReqPerSec: number;
  readonly medianP50Ms: number;
  readonly medianP99Ms: number;
  /** Throughput against bare Koa sending the same JSON, measured in the same rounds. */
  readonly ratioToBare: number;
}

export interface EnginesFigures {
  readonly connections: number;
  readonly durationS: number;
  readonly rounds: number;
  readonly bareReqPerSec: number;
  readonly sqlite: EngineReadFigures;
  readonly postgresql: EngineReadFigures;
}

/**
 * Reads of a public page on the two engines in one run: the real server on the SQLite file and on a throwaway
 * PostgreSQL cluster (both LOG_LEVEL=info, the default), and bare Koa answering the same JSON, measured in turn.
 */
export async function benchEngines(options: EnginesOptions): Promise<EnginesFigures> {
  const unavailable = postgresUnavailable();
  if (unavailable) throw new Error(unavailable);
  const cluster = await startThrowawayPostgres();
  const servers: RunningServer[] = [];
  try {
    progress('engines: the real server on SQLite and on PostgreSQL, one premium page bought on each');
    const sqlite = await startRealServer({ logLevel: 'info', name: 'server on SQLite' });
    servers.push(sqlite);
    const postgres = await startRealServer({
      logLevel: 'info',
      name: 'server on PostgreSQL',
      env: { DATABASE_URL: await cluster.createDatabase(), APP_SECRET: 'b'.repeat(40) },
    });
    servers.push(postgres);
    const onSqlite = await seedPremiumPage(sqlite.port, options.photos);
    const onPostgres = await seedPremiumPage(postgres.port, options.photos);
    const bare = await startBareKoaServer(onSqlite.body);
    servers.push(bare);

    const targets = [
      { key: 'bare', server: bare, path: onSqlite.apiPath },
      { key: 'sqlite', server: sqlite, path: onSqlite.apiPath },
      { key: 'postgresql', server: postgres, path: onPostgres.apiPath },
    ] as const;
    const runs: Record<(typeof targets)[number]['key'], LoadResult[]> = { bare: [], sqlite: [], postgresql: [] };
    for (let round = 1; round <= options.rounds; round++) {
      for (const target of targets) {
        const url = `${target.server.baseUrl}${target.path}`;
        await runLoad({ url, connections: options.connections, durationS: options.warmupS });
        const run = await runLoad({ url, connections: options.connections, durationS: options.durationS, serverPid: target.server.child.pid });
        if (run.failures > 0) throw new Error(`engines: ${target.key}: ${run.failures} failed requests`);
        runs[target.key].push(run);
        progress(`engines: round ${round}/${options.rounds} ${target.key}: ${Math.round(run.reqPerSec)} req/s, p99 ${run.latencyMs.p99} ms`);
      }
    }
    const bareReqPerSec = median(runs.bare.map((r) => r.reqPerSec));
    const figures = (label: string, list: LoadResult[]): EngineReadFigures => {
      const reqPerSec = median(list.map((r) => r.reqPerSec));
      return {
        label,
        medianReqPerSec: reqPerSec,
        medianP50Ms: median(list.map((r) => r.latencyMs.p50)),
        medianP99Ms: median(list.map((r) => r.latencyMs.p99)),
        ratioToBare: ratio(reqPerSec, bareReqPerSec),
      };
    };
    return {
      connections: options.connections,
      durationS: options.durationS,
      rounds: options.rounds,
      bareReqPerSec,
      sqlite: figures('SQLite file', runs.sqlite),
      postgresql: figures('PostgreSQL', runs.postgresql),
    };
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
    await cluster.remove();
  }
}
