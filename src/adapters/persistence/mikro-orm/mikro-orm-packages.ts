import { createRequire } from 'node:module';
import type * as MikroOrmCore from '@mikro-orm/core';
import type * as MikroOrmMigrations from '@mikro-orm/migrations';
import type * as MikroOrmPostgresql from '@mikro-orm/postgresql';
import type * as MikroOrmSqlite from '@mikro-orm/sqlite';

/**
 * MikroORM's packages are CommonJS. Imported from an ES module, Node first reads each of their files to learn its
 * export names (cjs-module-lexer, following MikroORM's re-exports through its whole tree): about 100 ms of every start
 * of the server and of every CLI command on a 2-core machine (`import('@mikro-orm/sqlite')` 356 ms, `require` 249 ms;
 * docs/performance.md, "Start-up"). Loaded with `require`, they are not read for that. Every other file takes MikroORM's values from
 * this one (the linter refuses a value import of `@mikro-orm/*` elsewhere); its types, with `import type`, as usual.
 */
const require = createRequire(import.meta.url);

export const mikroOrmCore = require('@mikro-orm/core') as typeof MikroOrmCore;
export const mikroOrmSqlite = require('@mikro-orm/sqlite') as typeof MikroOrmSqlite;

/** Only where migrations are pending, or where PostgreSQL is configured: the embedded default's usual start loads neither. */
export const loadMikroOrmMigrations = () => require('@mikro-orm/migrations') as typeof MikroOrmMigrations;
export const loadMikroOrmPostgresql = () => require('@mikro-orm/postgresql') as typeof MikroOrmPostgresql;
