import type { MigrationObject } from '@mikro-orm/core';
import { Migration20260310000000CreateMemories } from './migration-20260310000000-create-memories.js';

/**
 * Every SQLite migration, oldest first. Listed statically so they load the same way under tsc output, tsx and vitest.
 * A name is stored in `mikro_orm_migrations` once applied: never rename or reorder an entry, only append, and append
 * its name to `SQLITE_MIGRATION_NAMES` too. Loaded only when a migration is pending (it loads MikroORM's Migrator).
 */
export const sqliteMigrations: MigrationObject[] = [
  { name: 'Migration20260310000000_create_memories', class: Migration20260310000000CreateMemories },
];
