import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { photoOfVariantUrl } from '../../domain/memory/photo-variants.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { photoPreviewKeys } from '../shared/edit-link-keys.js';
import { assertPublic } from '../shared/public-memory.js';

export interface CheckPhotoAccessInput {
  /** The page the photo is stored under (`/uploads/{memoryId}/...`). */
  readonly memoryId: string;
  /** The stored path asked for (the photo itself or one of its widths); without it only the page is judged. */
  readonly storedPath?: string;
  /** The owner's photo preview key (see photoPreviewKeys), when the browser holds one. */
  readonly previewKey?: string | null;
}

/** Who may see a photo: everybody, only the owner's browser (before the page's reveal date), or nobody. */
export type PhotoAccess = 'public' | 'owner' | 'hidden';

/**
 * A stored photo is shown exactly while its page is: the page's own rule (unknown and unpaid pages are not found,
 * ended and suspended ones are gone), read through the same repository as the page, so it costs a cached lookup.
 * Hidden for a photo the page keeps but does not show (beyond its plan's photos after a refunded upgrade), and, before
 * the page's reveal date, to everybody but the owner's browser. Without a stored path only the page is judged.
 */
export class CheckPhotoAccess {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
  ) {}

  async execute(input: CheckPhotoAccessInput): Promise<PhotoAccess> {
    const memory = await this.repository.findById(input.memoryId);
    if (!memory) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    if (input.storedPath === undefined) return 'public';
    const photo = photoOfVariantUrl(input.storedPath)?.photoUrl ?? input.storedPath;
    if (memory.photos.includes(photo) && !memory.shownPhotos.includes(photo)) return 'hidden';
    if (!memory.isSealedAt(now)) return 'public';
    return input.previewKey && photoPreviewKeys.matches(this.editTokens, memory, input.previewKey) ? 'owner' : 'hidden';
  }
}
