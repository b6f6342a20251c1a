import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/core';

/** Up to about 2 s of waiting in all: the other process's whole run of migrations, on a busy machine. */
const MIGRATION_ATTEMPTS = 10;

/**
 * Applies the pending migrations of an ORM whose Migrator is registered. Another process may be migrating the same
 * database at this moment (the CLI beside the server, or several instances starting after a deploy): its work shows up
 * here as a table that already exists; each attempt rolls back, and once the other one commits nothing is pending.
 */
export async function migrateUp(orm: MikroORM): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await orm.getMigrator().up();
      return;
    } catch (error) {
      if (attempt >= MIGRATION_ATTEMPTS) throw error;
      await sleep(50 * attempt);
    }
  }
}
