import type { MikroORM } from '@mikro-orm/core';
// Types only: both drivers share knex's SQL driver, which the SQLite package re-exports.
import type { AbstractSqlDriver } from '@mikro-orm/sqlite';

/**
 * What differs between the two engines in the hand-written SQL of the repository and the queues. Everything else is
 * written once: identifiers in double quotes (standard SQL, which SQLite accepts too), `?` placeholders (MikroORM's
 * connection numbers them for PostgreSQL), `returning`, `on conflict`.
 */
export interface SqlDialect {
  readonly name: 'sqlite' | 'postgresql';
  /** A time as a bound value: epoch milliseconds on SQLite (how MikroORM stores a datetime there), a timestamp on PostgreSQL. */
  time(instant: Date): number | Date;
  /** A condition that holds when `column` contains the bound text as it is, with no wildcard or escape character. */
  contains(column: string): string;
  /**
   * Appended to the sub-select that picks the tasks to claim. On PostgreSQL concurrent claims skip each other's rows
   * instead of waiting; SQLite runs the whole `update … returning` under its one write lock.
   */
  readonly claimLock: string;
}

export const SQLITE: SqlDialect = {
  name: 'sqlite',
  time: (instant) => instant.getTime(),
  contains: (column) => `instr(${column}, ?) > 0`,
  claimLock: '',
};

export const POSTGRESQL: SqlDialect = {
  name: 'postgresql',
  time: (instant) => instant,
  contains: (column) => `strpos(${column}, ?) > 0`,
  claimLock: ' for update skip locked',
};

/** An identifier in double quotes. */
export const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** An open database and the dialect its hand-written statements speak. */
export interface SqlDatabase {
  readonly orm: MikroORM<AbstractSqlDriver>;
  readonly dialect: SqlDialect;
}

/**
 * A time column as a driver returns it: epoch milliseconds (MikroORM's datetime on SQLite), a Date (PostgreSQL's
 * timestamptz), or a text date written by hand. `where` names the column in the error, never a value.
 */
export function instantFrom(value: number | string | Date, where: string): Date {
  if (value instanceof Date) return value;
  const ms = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`${where} holds an unreadable date`);
  return new Date(ms);
}
