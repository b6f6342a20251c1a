import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoStorage } from '../ports/photo-storage.js';

export const ABANDONED_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RemoveAbandonedMemoriesInput {
  readonly olderThanDays?: number;
  readonly dryRun?: boolean;
}

/**
 * Deletes unpaid pages, photos included, once their payment has not arrived for a week. A page whose row is already
 * gone leaves its photos to the orphaned-photo sweep.
 */
export class RemoveAbandonedMemories {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly photoStorage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: RemoveAbandonedMemoriesInput = {}): Promise<string[]> {
    const days = input.olderThanDays ?? ABANDONED_AFTER_DAYS;
    const cutoff = new Date(this.clock.now().getTime() - days * DAY_MS);
    const abandoned = await this.repository.findUnpaidCreatedBefore(cutoff);
    if (input.dryRun) return abandoned.map((memory) => memory.id);
    const removed: string[] = [];
    for (const memory of abandoned) {
      // Only the page as it was read: a payment approved since (a newer version) wins, and the page and its photos stay.
      if (!(await this.repository.remove(memory.id, memory.version))) continue;
      removed.push(memory.id);
      await this.photoStorage.removeAllOf(memory.id);
    }
    return removed;
  }
}
