import { join, resolve } from 'node:path';
import type { Config } from '../../../config/config.js';

/** Where the product keeps its files inside DATA_DIR. */
export interface DataPaths {
  readonly dataDir: string;
  readonly database: string;
  readonly uploads: string;
  readonly outbox: string;
  /** Uploads being received: a folder per request, removed once it is answered. */
  readonly incoming: string;
}

export function dataPaths(config: Config): DataPaths {
  const dataDir = resolve(config.dataDir);
  return {
    dataDir,
    database: join(dataDir, 'memories.sqlite'),
    uploads: join(dataDir, 'uploads'),
    outbox: join(dataDir, 'outbox'),
    incoming: join(dataDir, 'incoming'),
  };
}
