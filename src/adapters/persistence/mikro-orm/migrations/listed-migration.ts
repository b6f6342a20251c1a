import type { MigrationObject } from '@mikro-orm/core';

/**
 * One entry of an engine's list of migrations: the name recorded in `mikro_orm_migrations` once it is applied, and its
 * module. The module is imported only when a migration is pending, because it loads MikroORM's Migrator
 * (`migration.ts`): start-up compares the names with the table and loads nothing else when none is missing.
 */
export interface ListedMigration {
  readonly name: string;
  /** The migration's file; its one export is the migration's class. */
  readonly load: () => Promise<Readonly<Record<string, unknown>>>;
}

/** The migrations of `list` with their classes, in the list's order, as MikroORM's `migrationsList` takes them. */
export function loadedMigrations(list: readonly ListedMigration[]): Promise<MigrationObject[]> {
  return Promise.all(
    list.map(async ({ name, load }) => {
      const exports = Object.values(await load());
      if (exports.length !== 1 || typeof exports[0] !== 'function') throw new Error(`migration ${name}: its file must export its class alone`);
      return { name, class: exports[0] as MigrationObject['class'] };
    }),
  );
}
