import { STARTUP_ERROR_TEXT } from '../../../texts/startup-errors.pt-br.js';
import { StartupError } from '../../shared/startup-error.js';
import { ENTITY_SCHEMAS } from './entity-schemas.js';
import { migrateUp } from './migrate-up.js';
import { loadedMigrations } from './migrations/listed-migration.js';
import { POSTGRESQL_MIGRATIONS } from './migrations/postgresql/postgresql-migrations.js';
import { loadMikroOrmMigrations, loadMikroOrmPostgresql } from './mikro-orm-packages.js';
import type { Database } from './open-database.js';
import { bindParameters } from './bound-parameters.js';
import { POSTGRESQL } from './sql-dialect.js';

export interface OpenPostgresqlOptions {
  /** postgresql://user:password@host:port/database; the password never appears in an error or a log line. */
  readonly url: string;
  /** Connections this process keeps at most. */
  readonly poolSize: number;
  readonly debug?: boolean;
  readonly log?: (message: string) => void;
  /** The connection pool's own warnings (a connection lost, say); to the console when absent. */
  readonly warn?: (message: string) => void;
}

/** How long a query waits for a free connection before it fails (and the request is answered 503), not knex's minute. */
const ACQUIRE_TIMEOUT_MS = 5000;

/** Where the database is, for a message: host, port and database name, never the user or the password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * Opens the PostgreSQL database of DATABASE_URL and applies pending migrations (`migrations/postgresql`); several
 * instances may start at once. The driver is loaded only here, so the embedded default never loads it.
 */
export async function openPostgresqlDatabase(options: OpenPostgresqlOptions): Promise<Database> {
  const { MikroORM } = loadMikroOrmPostgresql();
  const { Migrator } = loadMikroOrmMigrations();
  const migrationsList = await loadedMigrations(POSTGRESQL_MIGRATIONS);
  const debug = options.debug ?? false;
  let orm;
  try {
    orm = await MikroORM.init({
      clientUrl: options.url,
      entities: ENTITY_SCHEMAS,
      discovery: { disableDynamicFileAccess: true },
      debug,
      ...(options.log ? { logger: options.log, colors: false } : {}),
      ensureDatabase: false,
      pool: { min: 0, max: options.poolSize },
      driverOptions: {
        acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
        ...(options.warn ? { log: { warn: options.warn, error: options.warn, deprecate: () => {}, debug: () => {} } } : {}),
      },
      extensions: [Migrator],
      migrations: { migrationsList, snapshot: false, silent: !debug },
    });
    bindParameters(orm.em.getConnection(), POSTGRESQL);
    await orm.em.getConnection().execute('select 1');
  } catch (error) {
    await orm?.close(true);
    throw new StartupError(STARTUP_ERROR_TEXT.databaseUnreachable(describeDatabaseUrl(options.url), reasonOf(error)), { cause: error });
  }
  try {
    await migrateUp(orm);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return { orm, dialect: POSTGRESQL, close: () => orm.close(true) };
}

/** The driver's reason in a few words, from its error code: its message may quote the connection string. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'sem resposta';
}
