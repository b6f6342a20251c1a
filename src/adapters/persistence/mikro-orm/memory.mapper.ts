import type { Memory } from '../../../domain/memory/memory.js';
import { memoryRecordOf, type MemoryRecord } from './memory-columns.js';

/** The write direction, from the column declarations; reads map rows directly (`memory-row.ts`). */
export function toMemoryRecord(memory: Memory): MemoryRecord {
  return memoryRecordOf(memory.snapshot());
}
