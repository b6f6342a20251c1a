import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '../../config/config.js';
import { buildRuntime, type Runtime } from '../../src/adapters/composition/container.js';
import { startQueueWorkers, type QueueWorkers } from '../../src/adapters/composition/queue-workers.js';
import { createWebApp, listen } from '../../src/adapters/composition/web-server.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';

export interface LiveServer {
  /** The server's origin, also its PUBLIC_URL: Mercado Pago's notifications and e-mailed links point here. */
  readonly url: string;
  readonly runtime: Runtime;
  readonly workers: QueueWorkers;
  /** Stops as the process would on SIGTERM: HTTP first, then the workers, then the database. */
  stop(): Promise<void>;
}

/** A port free now, so a server can be told its public address before it listens, and restarted on the same one. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The product as `npm start` runs it (real clock, queue workers, SQLite in `dataDir`), listening on 127.0.0.1:`port`,
 * configured by `env` only: exactly what an operator sets.
 */
export async function startLiveServer(options: { dataDir: string; port?: number; env?: Record<string, string> }): Promise<LiveServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: options.dataDir, PUBLIC_URL: url, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...options.env });
  const runtime = await buildRuntime(config, { logger: createLogger('silent') });
  const workers = startQueueWorkers(runtime);
  const server: Server = await listen(createWebApp(runtime, { workers }), config.host, config.port);
  return {
    url,
    runtime,
    workers,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await workers.stop();
      await runtime.close();
    },
  };
}

/** Runs one query through a connection of its own, as a second process would see the data. */
export async function queryRows<Row>(databasePath: string, sql: string, params: readonly unknown[] = []): Promise<Row[]> {
  const database = await openDatabase({ dbPath: databasePath });
  try {
    return await database.orm.em.fork().getConnection().execute<Row[]>(sql, [...params], 'all');
  } finally {
    await database.close();
  }
}

export async function countRows(databasePath: string, table: string, where = '1 = 1'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(databasePath, `select count(*) as n from \`${table}\` where ${where}`);
  return Number(row!.n);
}

/** Polls `check` until it returns something other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
