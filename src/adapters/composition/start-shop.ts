import type { Server } from 'node:http';
import type { Config } from '../../../config/config.js';
import { buildRuntime, type Runtime } from './container.js';
import { noteNewDatabaseFile } from './new-database-file.js';
import { startServerQueueWorkers } from './scheduling.js';
import { checkShopAtStart } from './shop-identity-at-start.js';
import { createWebApp, listen } from './web-server.js';

export interface StartedShop {
  readonly runtime: Runtime;
  readonly workers: ReturnType<typeof startServerQueueWorkers>;
  readonly server: Server;
}

/**
 * The server's start up to listening: the runtime, checked against the photos before anything acts on them, the queue
 * workers and the HTTP server. A start refused on the way (the shop's identity, a port in use) closes what it opened
 * and removes the SQLite file it created: no empty database is left for the next start to take for a new shop.
 */
export async function startShop(config: Config): Promise<StartedShop> {
  const newDatabase = await noteNewDatabaseFile(config);
  let runtime: Runtime | null = null;
  let workers: StartedShop['workers'] | null = null;
  try {
    runtime = await buildRuntime(config);
    await checkShopAtStart(runtime);
    workers = startServerQueueWorkers(runtime);
    const server = await listen(createWebApp(runtime, { workers }), config.host, config.port);
    return { runtime, workers, server };
  } catch (error) {
    await workers?.stop().catch(() => {});
    await runtime?.close().catch(() => {});
    await newDatabase.removeIfNew();
    throw error;
  }
}
