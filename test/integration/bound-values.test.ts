import { afterEach, describe } from 'vitest';
import type { Database } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { describeBoundValues } from '../contract/bound-values.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

describe('values bound, never written into the statement, on SQLite', () => {
  const removals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(removals.splice(0).map((remove) => remove()));
  });
  describeBoundValues(async (): Promise<Database> => {
    const { database, remove } = await temporaryDatabase();
    removals.push(remove);
    return database;
  }, 'kept');
});
