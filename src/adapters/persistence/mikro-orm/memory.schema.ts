import { mikroOrmCore } from './mikro-orm-packages.js';
import { memoryOrmProperties, type MemoryRecord } from './memory-columns.js';

const { EntitySchema } = mikroOrmCore;

/**
 * The `memories` table, its properties derived from the column declarations (`memory-columns.ts`). Migrations under
 * `migrations/{sqlite,postgresql}` create the same columns (an integration test checks that the schema generator sees
 * no difference).
 */
export const MemorySchema = new EntitySchema<MemoryRecord>({
  name: 'MemoryRecord',
  tableName: 'memories',
  // The declarations carry MikroORM's own option names; EntitySchema's per-property types cannot follow a mapped record.
  properties: memoryOrmProperties() as never,
  indexes: [
    { name: 'memories_email_index', properties: ['email'] },
    { name: 'memories_status_ends_at_index', properties: ['status', 'endsAt'] },
    { name: 'memories_status_created_at_index', properties: ['status', 'createdAt'] },
  ],
});

export type { MemoryRecord } from './memory-columns.js';
