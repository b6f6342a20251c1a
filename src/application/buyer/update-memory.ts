import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoProcessor } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { ownedMemoryView, type OwnedMemoryView } from '../shared/memory-views.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

export interface UpdateMemoryInput {
  readonly id: string;
  readonly token: string | null | undefined;
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string | null;
  readonly removedPhotos: readonly string[];
  readonly photos: readonly Uint8Array[];
}

/**
 * The owner's edit: checks everything first, stores new photos, saves, and only then deletes the removed files.
 * A failed save deletes the new files again, so the page and the disk always agree.
 */
export class UpdateMemory {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly photoProcessor: PhotoProcessor,
    private readonly photoStorage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: UpdateMemoryInput): Promise<OwnedMemoryView> {
    const now = this.clock.now();
    const memory = await loadOwnedMemory(this.repository, this.editTokens, { id: input.id, token: input.token, now });
    const edit = memory.prepareEdit({ ...input, addedCount: input.photos.length }, now);
    const processed = await Promise.all(input.photos.map((photo) => this.photoProcessor.process(photo)));

    const added = processed.length > 0 ? await this.photoStorage.save(memory.id, processed) : [];
    try {
      memory.applyEdit(edit, added, now);
      await this.repository.update(memory);
    } catch (error) {
      await this.photoStorage.remove(added);
      throw error;
    }
    await this.photoStorage.remove(edit.removedPhotos);
    return ownedMemoryView(memory);
  }
}
