import type { Config } from '../../../config/config.js';
import type { DatabaseHealth } from '../../application/ports/database-health.js';
import type { Logger } from '../logging/logger.js';
import { writeHealthHeartbeat } from '../persistence/mikro-orm/health-heartbeat.js';
import { openDatabase, type Database } from '../persistence/mikro-orm/open-database.js';
import { openPostgresqlDatabase } from '../persistence/mikro-orm/open-postgresql-database.js';
import type { DataPaths } from './data-paths.js';

/** The SQLite file in DATA_DIR, or the PostgreSQL database of DATABASE_URL. */
export function openConfiguredDatabase(config: Config, paths: DataPaths, logger: Logger): Promise<Database> {
  const { database } = config;
  if (database.engine === 'postgresql') {
    const log = logger.child({ component: 'database' });
    return openPostgresqlDatabase({ url: database.url, poolSize: database.poolSize, warn: (message) => log.warn(message) });
  }
  return openDatabase({ dbPath: paths.database });
}

/** The SQLite file, or the PostgreSQL server and database of DATABASE_URL (without user or password). */
export function databasePlace(config: Config, paths: DataPaths): string {
  if (config.database.engine === 'sqlite') return paths.database;
  const url = new URL(config.database.url);
  return `${url.host}${url.pathname}`;
}

/** The database answers and commits a write (health check). */
export async function checkDatabaseOf(health: DatabaseHealth, database: Database): Promise<void> {
  await health.ping();
  await writeHealthHeartbeat(database, new Date());
}
