import { MemoryNoLongerAvailableError, MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';

/** Unpaid and failed pages do not exist for the public; expired and suspended ones are gone. */
export function assertPublic(memory: Memory, now: Date): void {
  const availability = memory.availabilityAt(now);
  if (availability === 'not-found') throw new MemoryNotFoundError();
  if (availability !== 'public') throw new MemoryNoLongerAvailableError(availability);
}
