import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { MikroORM } from '@mikro-orm/sqlite';
import { loadMikroOrmMigrations, mikroOrmSqlite } from './mikro-orm-packages.js';
import { STARTUP_ERROR_TEXT } from '../../../texts/startup-errors.pt-br.js';
import { StartupError } from '../../shared/startup-error.js';
import { ENTITY_SCHEMAS } from './entity-schemas.js';
import { migrateUp } from './migrate-up.js';
import { loadedMigrations } from './migrations/listed-migration.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/sqlite-migrations.js';
import { bindParameters } from './bound-parameters.js';
import { SQLITE, type SqlDatabase } from './sql-dialect.js';
import { prepareSqliteConnection } from './sqlite-connection-setup.js';

export interface OpenDatabaseOptions {
  /** Path of the SQLite file; its folder is created when missing. */
  readonly dbPath: string;
  /** Logs MikroORM's banner, every query and each migration applied. */
  readonly debug?: boolean;
  /** Where MikroORM writes its lines (debug output, warnings); console.log when absent. */
  readonly log?: (message: string) => void;
}

export interface Database extends SqlDatabase {
  close(): Promise<void>;
}

/** True unless every migration is recorded as applied (a fresh file has no table yet). */
async function migrationsPending(orm: MikroORM): Promise<boolean> {
  const connection = orm.em.getConnection();
  const tables = await connection.execute<{ name: string }[]>(
    "select `name` from `sqlite_master` where `type` = 'table' and `name` = 'mikro_orm_migrations'",
  );
  if (tables.length === 0) return true;
  const rows = await connection.execute<{ name: string }[]>('select `name` from `mikro_orm_migrations`');
  const applied = new Set(rows.map((row) => row.name));
  return SQLITE_MIGRATIONS.some(({ name }) => !applied.has(name));
}

/**
 * MikroORM's Migrator (and the migrations' files, which import it) is loaded only when something is pending: on an up-to-date
 * file start-up reads one table instead of loading a module it would not use.
 */
async function applyMigrations(orm: MikroORM): Promise<void> {
  if (!(await migrationsPending(orm))) return;
  const { Migrator } = loadMikroOrmMigrations();
  const migrationsList = await loadedMigrations(SQLITE_MIGRATIONS);
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
  Migrator.register(orm);
  await migrateUp(orm);
}

/** SQLite's refusals of the file itself: the operator can fix them, and they are told with the file's path. */
const FILE_ERRORS = new Set(['SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_NOTADB', 'SQLITE_CORRUPT', 'SQLITE_FULL']);

function explained(error: unknown, dbPath: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !FILE_ERRORS.has(code)) return error;
  return new StartupError(STARTUP_ERROR_TEXT.databaseNotOpened(dbPath, code), { cause: error });
}

/**
 * Opens the SQLite file and applies pending migrations; the schema is never derived from the entities. A file SQLite
 * cannot open or write is a StartupError naming the path.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  try {
    return await openMigrated(options);
  } catch (error) {
    throw explained(error, options.dbPath);
  }
}

async function openMigrated(options: OpenDatabaseOptions): Promise<Database> {
  const debug = options.debug ?? false;
  await mkdir(dirname(options.dbPath), { recursive: true });
  const orm = await mikroOrmSqlite.MikroORM.init({
    dbName: options.dbPath,
    entities: ENTITY_SCHEMAS,
    // No folder scan, no metadata cache on disk, no reflection: start-up only reads the schema passed above.
    discovery: { disableDynamicFileAccess: true },
    debug,
    ...(options.log ? { logger: options.log, colors: false } : {}),
    ensureDatabase: false,
    pool: { afterCreate: prepareSqliteConnection },
    migrations: {
      // migrationsList: set by applyMigrations once it has loaded them.
      snapshot: false,
      // The Migrator logs each applied migration even without `debug` unless it is silent.
      silent: !debug,
    },
  });
  bindParameters(orm.em.getConnection(), SQLITE);
  try {
    await applyMigrations(orm);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return { orm, dialect: SQLITE, close: () => orm.close(true) };
}
