import { setTimeout as sleep } from 'node:timers/promises';

export const BUSY_TIMEOUT_MS = 5000;
const WAL_ATTEMPTS = 20;

/** The part of a node-sqlite3 `Database` that the pool hands to `afterCreate`. */
export interface RawSqliteConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
  get(sql: string, callback: (error: Error | null, row?: Record<string, unknown>) => void): void;
}

const exec = (connection: RawSqliteConnection, sql: string) =>
  new Promise<void>((resolve, reject) => connection.exec(sql, (error) => (error ? reject(error) : resolve())));

const get = (connection: RawSqliteConnection, sql: string) =>
  new Promise<Record<string, unknown> | undefined>((resolve, reject) => connection.get(sql, (error, row) => (error ? reject(error) : resolve(row))));

/**
 * Every connection waits for a lock held by another process instead of failing at once, and the file uses WAL so
 * readers (the server) keep working while a writer (the CLI) commits.
 */
async function prepare(connection: RawSqliteConnection): Promise<void> {
  await exec(connection, `pragma busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // WAL is stored in the file, so only the first open of a new file switches it. That switch fails at once, without
  // the busy timeout, while another process opens the same new file: try again shortly.
  for (let attempt = 1; ; attempt++) {
    const mode = await get(connection, 'pragma journal_mode = wal').catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      return undefined;
    });
    if (mode?.journal_mode === 'wal') return;
    if (attempt >= WAL_ATTEMPTS) throw new Error('could not switch the SQLite file to WAL journaling');
    await sleep(10 * attempt);
  }
}

/** Knex pool hook, run on each new connection before its first query. */
export function prepareSqliteConnection(connection: RawSqliteConnection, done: (error: Error | null, connection: RawSqliteConnection) => void): void {
  prepare(connection).then(
    () => done(null, connection),
    (error: Error) => done(error, connection),
  );
}
