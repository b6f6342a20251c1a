import { openDatabase } from '../../../src/adapters/persistence/mikro-orm/open-database.js';

/** Creates an empty SQLite file at `dbPath` and applies every migration to it, as the product does at start. */
export async function writeMigratedDatabase(dbPath: string): Promise<void> {
  const database = await openDatabase({ dbPath });
  try {
    // Everything in the main file, so that copying that one file copies the whole database.
    await database.orm.em.getConnection().execute('pragma wal_checkpoint(truncate)');
  } finally {
    await database.close();
  }
}
