import { Memory } from '../../../domain/memory/memory.js';
import { MEMORY_SELECT_LIST, memoryStateFromRow, type RowValue } from './memory-columns.js';

export { paymentOutcomeFromColumn } from './memory-column-values.js';

/**
 * The `memories` columns as the read finders select them, from `memory-columns.ts`. Reads skip MikroORM's entity
 * hydration, which costs several times the query itself; writes still go through MikroORM, so this reads what it
 * writes: dates as epoch milliseconds on SQLite and timestamps on PostgreSQL, photos as JSON text.
 */
export const MEMORY_COLUMNS = MEMORY_SELECT_LIST;

/** One row of `select ${MEMORY_COLUMNS} from memories`, as the driver returns it, keyed by column name. */
export type MemoryRow = Readonly<Record<string, RowValue>>;

export function memoryFromRow(row: MemoryRow): Memory {
  return Memory.restore(memoryStateFromRow(row));
}
