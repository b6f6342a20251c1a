import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config/config.js';
import type { Clock } from '../../src/application/ports/clock.js';
import { buildRuntime, type Runtime } from '../../src/adapters/composition/container.js';
import { startServerQueueWorkers } from '../../src/adapters/composition/scheduling.js';
import type { QueueWorkers } from '../../src/adapters/scheduling/queue-workers.js';
import { createWebApp } from '../../src/adapters/composition/web-server.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { copyMigratedDataDir } from './sqlite/migrated-database.js';

export interface LiveServer {
  /** The server's origin, also its PUBLIC_URL: Mercado Pago's notifications and e-mailed links point here. */
  readonly url: string;
  readonly runtime: Runtime;
  readonly workers: QueueWorkers;
  /**
   * Resolves once both queue workers have run a whole round that began after this call: whatever was due by then has
   * been handled. For assertions that something did NOT happen, and for reading what the workers did.
   */
  settle(): Promise<void>;
  /** Stops as the process would on SIGTERM: HTTP first, then the workers, then the database. */
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (real clock unless a test passes its own, queue workers, SQLite in `dataDir`, a copy of the run's migrated
 * template when the folder has none yet), configured by `env` only: exactly what an operator sets. It listens on 127.0.0.1 at a port the system picks, which becomes its PUBLIC_URL: the socket
 * is bound first and never let go, so no other process can take the port in between.
 */
export async function startLiveServer(options: { dataDir: string; env?: Record<string, string>; clock?: Clock }): Promise<LiveServer> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: url,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    // Every order of a test comes from 127.0.0.1: only the tests of the limit itself set it.
    ORDER_LIMIT_PER_CLIENT: '100000',
    ...options.env,
  });
  const runtime = await copyMigratedDataDir(config.dataDir)
    .then(() => buildRuntime(config, { logger: createLogger('silent'), ...(options.clock ? { clock: options.clock } : {}) }))
    .catch(async (error: unknown) => {
      await new Promise((resolve) => server.close(resolve));
      throw error;
    });
  const workers = startServerQueueWorkers(runtime);
  handle = createWebApp(runtime, { workers }).callback();
  return {
    url,
    runtime,
    workers,
    settle: async () => {
      // A round already under way may have begun before the caller's change: the second one surely began after it.
      for (let round = 0; round < 2; round++) {
        await workers.checkPaymentsNow();
        await workers.deliverEmailsNow();
      }
    },
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
    return await database.orm.em
      .fork()
      .getConnection()
      .execute<Row[]>(sql, [...params], 'all');
  } finally {
    await database.close();
  }
}

export async function countRows(databasePath: string, table: string, where = '1 = 1'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(databasePath, `select count(*) as n from \`${table}\` where ${where}`);
  return Number(row!.n);
}
