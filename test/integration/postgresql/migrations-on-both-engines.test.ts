import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { describeOnPostgres, freshPostgresDatabase } from '../../support/postgres/postgres-suite.js';
import { tempDir } from '../../support/temp-dir.js';

/** Every table of a database and its columns, sorted: `table.column`. */
type Columns = string[];

async function sqliteColumns(database: Database): Promise<Columns> {
  const connection = database.orm.em.getConnection();
  const tables = await connection.execute<{ name: string }[]>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
  const columns = await Promise.all(
    tables.map(async ({ name }) => {
      const info = await connection.execute<{ name: string }[]>(`select name from pragma_table_info('${name}')`);
      return info.map((column) => `${name}.${column.name}`);
    }),
  );
  return columns.flat().sort();
}

async function postgresqlColumns(database: Database): Promise<Columns> {
  const rows = await database.orm.em
    .getConnection()
    .execute<{ table_name: string; column_name: string }[]>(
      "select table_name, column_name from information_schema.columns where table_schema = 'public'",
    );
  return rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
}

describeOnPostgres('the migrations of both engines', (cluster) => {
  let folder: { path: string; remove(): Promise<void> };
  const opened: Database[] = [];
  beforeAll(async () => {
    folder = await tempDir('memories-both-engines-');
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await folder?.remove();
  });

  it('build the same tables with the same columns on fresh SQLite and PostgreSQL databases', async () => {
    const sqlite = await openDatabase({ dbPath: join(folder.path, 'fresh.sqlite') });
    opened.push(sqlite);
    const postgresql = (await freshPostgresDatabase(cluster())).database;
    opened.push(postgresql);

    const [onSqlite, onPostgresql] = [await sqliteColumns(sqlite), await postgresqlColumns(postgresql)];
    expect(onSqlite).toContain('memories.photo_avif_widths');
    expect(onPostgresql).toEqual(onSqlite);
  });
});
