import type { EntityMetadata } from '@mikro-orm/core';
import type { ShopRow, ShopRows, ShopRowsReader, ShopRowsWriter } from '../../../application/ports/shop-rows.js';
import { BACKED_UP_SCHEMAS } from './backup-tables.js';
import type { SqlDatabase } from './sql-dialect.js';
import { instantFrom } from './sql-dialect.js';

type ColumnKind = 'time' | 'boolean' | 'number' | 'text';

interface TableShape {
  readonly table: string;
  readonly columns: ReadonlyMap<string, ColumnKind>;
  readonly primaryKey: readonly string[];
  /** The column numbered by the database, whose sequence follows restored rows on PostgreSQL. */
  readonly serial: string | null;
}

/** Knex, as MikroORM's SQL connection hands it out; typed loosely to stay off knex's own types. */
interface Knex {
  (table: string): KnexQuery;
  transaction<T>(work: (trx: Knex) => Promise<T>): Promise<T>;
  raw(sql: string, bindings?: readonly unknown[]): Promise<unknown>;
}
interface KnexQuery extends PromiseLike<unknown> {
  select(...columns: string[]): KnexQuery;
  orderBy(columns: readonly string[]): KnexQuery;
  limit(count: number): KnexQuery;
  offset(count: number): KnexQuery;
  insert(rows: readonly Record<string, unknown>[]): KnexQuery;
  del(): KnexQuery;
  count(expression: string): KnexQuery;
}

function kindOf(runtimeType: string, type: string): ColumnKind {
  if (runtimeType === 'Date' || /date|time/i.test(type)) return 'time';
  if (runtimeType === 'boolean') return 'boolean';
  if (runtimeType === 'number') return 'number';
  return 'text';
}

function shapeOf(meta: EntityMetadata): TableShape {
  const columns = new Map<string, ColumnKind>();
  let serial: string | null = null;
  const primaryKey: string[] = [];
  for (const prop of Object.values(meta.properties)) {
    const column = prop.fieldNames?.[0];
    if (!column) continue;
    columns.set(column, kindOf(String(prop.runtimeType ?? ''), String(prop.type ?? '')));
    if (prop.primary) primaryKey.push(column);
    if (prop.primary && prop.autoincrement) serial = column;
  }
  return { table: meta.tableName, columns, primaryKey, serial };
}

/** A value as the snapshot keeps it: times as ISO 8601 text, whatever the engine returned. */
function neutral(value: unknown, kind: ColumnKind, where: string): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (kind === 'time') return instantFrom(value as number | string | Date, where).toISOString();
  if (kind === 'boolean') return value === true || value === 1 || value === '1' || value === 't';
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

/**
 * The shop's rows in SQLite or PostgreSQL, for backups (`ShopRows`): the tables of ENTITY_SCHEMAS less the transient
 * ones, their columns and types from the same schemas. A consistent read is one transaction: on PostgreSQL
 * `repeatable read, read only` (one snapshot of every table, writers never blocked); on SQLite a read transaction in
 * WAL mode, which sees the file as it was at its first read while the server keeps committing.
 */
export class SqlShopRows implements ShopRows {
  readonly engine: 'sqlite' | 'postgresql';

  constructor(private readonly database: SqlDatabase) {
    this.engine = database.dialect.name;
  }

  private knex(): Knex {
    return (this.database.orm.em.getConnection() as unknown as { getKnex(): Knex }).getKnex();
  }

  private shapes(): TableShape[] {
    const metadata = this.database.orm.getMetadata();
    return BACKED_UP_SCHEMAS.map((schema) => shapeOf(metadata.get(schema.meta.className)));
  }

  async migration(): Promise<string> {
    return lastMigration(this.knex());
  }

  async counts(): Promise<Record<string, number>> {
    const knex = this.knex();
    const counts: Record<string, number> = {};
    for (const shape of this.shapes()) {
      const [row] = (await knex(shape.table).count('* as count')) as { count: number | string }[];
      counts[shape.table] = Number(row?.count ?? 0);
    }
    return counts;
  }

  async readConsistently<T>(work: (reader: ShopRowsReader) => Promise<T>): Promise<T> {
    const shapes = this.shapes();
    return this.knex().transaction(async (trx) => {
      if (this.engine === 'postgresql') await trx.raw('set transaction isolation level repeatable read, read only');
      const migration = await lastMigration(trx);
      const reader: ShopRowsReader = {
        migration,
        tables: shapes.map((shape) => shape.table),
        chunks: (table, chunkRows) => readChunks(trx, shapeNamed(shapes, table), chunkRows),
      };
      return work(reader);
    });
  }

  async replaceAll(work: (writer: ShopRowsWriter) => Promise<void>): Promise<void> {
    const shapes = this.shapes();
    const dialect = this.database.dialect;
    await this.knex().transaction(async (trx) => {
      for (const shape of shapes) await trx(shape.table).del();
      await work({ insert: (table, rows) => insertRows(trx, shapeNamed(shapes, table), rows, (at) => dialect.time(at)) });
      const now = dialect.time(new Date());
      for (const shape of shapes) {
        if (shape.columns.has('lease_owner') && shape.columns.has('next_attempt_at')) {
          await trx.raw(
            `update "${shape.table}" set "lease_owner" = null, "next_attempt_at" = ? where "status" = 'pending' and "lease_owner" is not null`,
            [now],
          );
        }
        if (this.engine === 'postgresql' && shape.serial) {
          await trx.raw(
            `select setval(pg_get_serial_sequence(?, ?), coalesce((select max("${shape.serial}") from "${shape.table}"), 0) + 1, false)`,
            [shape.table, shape.serial],
          );
        }
      }
    });
  }
}

function shapeNamed(shapes: readonly TableShape[], table: string): TableShape {
  const shape = shapes.find((candidate) => candidate.table === table);
  if (!shape) throw new Error(`the table ${table} is not one this version backs up`);
  return shape;
}

async function lastMigration(knex: Knex): Promise<string> {
  const rows = (await knex('mikro_orm_migrations').select('name').orderBy(['id'])) as { name: string }[];
  return rows.at(-1)?.name ?? '';
}

async function* readChunks(trx: Knex, shape: TableShape, chunkRows: number): AsyncIterable<ShopRow[]> {
  const columns = [...shape.columns.keys()];
  for (let offset = 0; ; offset += chunkRows) {
    const raw = (await trx(shape.table)
      .select(...columns)
      .orderBy(shape.primaryKey)
      .limit(chunkRows)
      .offset(offset)) as Record<string, unknown>[];
    if (raw.length === 0) return;
    yield raw.map((row) =>
      Object.fromEntries(columns.map((column) => [column, neutral(row[column], shape.columns.get(column)!, `${shape.table}.${column}`)])),
    );
    if (raw.length < chunkRows) return;
  }
}

/** Rows per insert statement: SQLite binds at most 999 values in older builds, and a page row has some 30 columns. */
const ROWS_PER_INSERT = 25;

async function insertRows(trx: Knex, shape: TableShape, rows: readonly ShopRow[], time: (at: Date) => number | Date): Promise<void> {
  const engineRows = rows.map((row) => {
    const values: Record<string, unknown> = {};
    for (const [column, kind] of shape.columns) {
      if (!(column in row)) continue;
      const value = row[column];
      if (value === null || value === undefined) values[column] = null;
      else if (kind === 'time') values[column] = time(new Date(String(value)));
      else values[column] = value;
    }
    return values;
  });
  for (let start = 0; start < engineRows.length; start += ROWS_PER_INSERT) {
    await trx(shape.table).insert(engineRows.slice(start, start + ROWS_PER_INSERT));
  }
}
