import { loadMikroOrmMigrations } from '../mikro-orm-packages.js';

/** MikroORM's base class of a migration, through mikro-orm-packages.ts: loaded only with the migrations themselves. */
export const { Migration } = loadMikroOrmMigrations();
