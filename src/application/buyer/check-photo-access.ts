import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { assertPublic } from '../shared/public-memory.js';

export interface CheckPhotoAccessInput {
  /** The page the photo is stored under (`/uploads/{memoryId}/...`). */
  readonly memoryId: string;
}

/**
 * A stored photo is shown exactly while its page is: the page's own rule (unknown and unpaid pages are not found,
 * ended and suspended ones are gone), read through the same repository as the page, so it costs a cached lookup.
 */
export class CheckPhotoAccess {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: CheckPhotoAccessInput): Promise<void> {
    const memory = await this.repository.findById(input.memoryId);
    if (!memory) throw new MemoryNotFoundError();
    assertPublic(memory, this.clock.now());
  }
}
