import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { photoOfVariantUrl } from '../../domain/memory/photo-variants.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { assertPublic } from '../shared/public-memory.js';

export interface CheckPhotoAccessInput {
  /** The page the photo is stored under (`/uploads/{memoryId}/...`). */
  readonly memoryId: string;
  /** The stored path asked for (the photo itself or one of its widths); without it only the page is judged. */
  readonly storedPath?: string;
}

/**
 * A stored photo is shown exactly while its page is: the page's own rule (unknown and unpaid pages are not found,
 * ended and suspended ones are gone), read through the same repository as the page, so it costs a cached lookup.
 * Resolves to false for a photo the page keeps but does not show (beyond its plan's photos after a refunded upgrade).
 */
export class CheckPhotoAccess {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: CheckPhotoAccessInput): Promise<boolean> {
    const memory = await this.repository.findById(input.memoryId);
    if (!memory) throw new MemoryNotFoundError();
    assertPublic(memory, this.clock.now());
    if (input.storedPath === undefined) return true;
    const photo = photoOfVariantUrl(input.storedPath)?.photoUrl ?? input.storedPath;
    return !memory.photos.includes(photo) || memory.shownPhotos.includes(photo);
  }
}
