import type { Transaction } from '@mikro-orm/core';
// Types only: both drivers share knex's SQL connection, which the SQLite package re-exports.
import type { AbstractSqlConnection } from '@mikro-orm/sqlite';
import type { Knex } from 'knex';
import type { SqlDialect } from './sql-dialect.js';
import { mikroOrmCore } from './mikro-orm-packages.js';

const { Utils } = mikroOrmCore;

type Method = 'all' | 'get' | 'run';
type Execute = AbstractSqlConnection['execute'];

/** What the connection keeps to itself and the bound path needs. */
interface ConnectionInternals {
  ensureConnection(): Promise<void>;
  executeQuery<T>(query: string, run: () => Promise<T>, context?: object): Promise<T>;
  transformRawResult<T>(result: unknown, method: Method): T;
  getKnex(): Knex;
  config: { get(key: 'onQuery'): (sql: string, params: readonly unknown[]) => string };
}

/**
 * MikroORM 6 writes every value into the statement's text before sending it (`Platform.formatQuery`, with quotes
 * escaped): its own inserts and updates and every `execute(sql, params)`. A value holding NUL then cuts the statement
 * (SQLite reads the text as a C string: "unrecognized token") or breaks the protocol (PostgreSQL, 08P01). From here on
 * the connection sends the statement with `?` placeholders and the values beside it, as the drivers bind them: a value
 * is data whatever bytes it holds. Statements without values, and the rare ones whose values are SQL fragments, go the
 * old way (nothing of a buyer's is ever a fragment).
 */
export function bindParameters(connection: AbstractSqlConnection, dialect: SqlDialect): void {
  const formatted: Execute = connection.execute.bind(connection);
  const internals = connection as unknown as ConnectionInternals;
  const bound = async (
    queryOrKnex: string | Knex.QueryBuilder | Knex.Raw,
    params: unknown[] = [],
    method: Method = 'all',
    ctx?: Transaction,
    log?: object,
  ) => {
    let sql: string;
    let values: readonly unknown[];
    if (typeof queryOrKnex === 'string') {
      sql = queryOrKnex;
      values = params;
    } else {
      const native = queryOrKnex.toSQL();
      ctx ??= (queryOrKnex as unknown as { client: { transacting?: boolean } }).client.transacting ? (queryOrKnex as Transaction) : undefined;
      sql = native.sql;
      values = native.bindings ?? [];
    }
    if (values.length === 0 || !values.every(bindable)) return formatted(sql, [...values], method, ctx, log);
    const statement = internals.config.get('onQuery')(sql, values);
    await internals.ensureConnection();
    return internals.executeQuery(
      statement,
      async () => {
        const query = internals.getKnex().raw(statement, values.map((value) => driverValue(value, dialect)) as Knex.RawBinding[]);
        if (ctx) void query.transacting(ctx as Knex.Transaction);
        return internals.transformRawResult(await query, method);
      },
      { query: sql, params: values, ...log },
    );
  };
  connection.execute = bound as Execute;
}

/** A value the drivers bind as it is (after `driverValue`): not a SQL fragment, not a list to spread into `in (…)`. */
function bindable(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value) || Utils.isRawSql(value)) return false;
  if (typeof value !== 'object') return true;
  return value instanceof Date || Buffer.isBuffer(value) || Utils.isPlainObject(value);
}

/** What MikroORM's formatting would have written, as a value: a time in the dialect's form, an object as JSON. */
function driverValue(value: unknown, dialect: SqlDialect): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return dialect.time(value);
  if (Utils.isPlainObject(value)) return JSON.stringify(value);
  return value;
}
