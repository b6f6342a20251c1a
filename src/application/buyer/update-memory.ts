import type { StoryMomentInput } from '../../domain/story/story.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { Outcomes } from '../ports/outcomes.js';
import type { PhotoProcessor, PhotoUpload } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { VideoCatalogue } from '../ports/video-catalogue.js';
import { checkedMusic } from '../shared/checked-music.js';
import { ownedMemoryView, type OwnedMemoryView } from '../shared/memory-views.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { savedPhotoPlaceholders } from '../shared/saved-photo-placeholders.js';
import { MemoryConcurrentUpdateError } from '../../domain/memory/memory-errors.js';
import type { Memory, MemoryState } from '../../domain/memory/memory.js';
import { CONCURRENT_UPDATE_ATTEMPTS } from '../shared/retry-on-concurrent-update.js';

export interface UpdateMemoryInput {
  readonly id: string;
  readonly token: string | null | undefined;
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string | null;
  readonly removedPhotos: readonly string[];
  /** The new reveal date as the form sends it; absent: unchanged. */
  readonly revealAt?: string | null;
  /** The page's palette, falling emoji and reveal style by name; absent: unchanged. */
  readonly palette?: string;
  readonly fallingEmoji?: string;
  readonly revealStyle?: string;
  /** "Nossa história" as the form sends it; absent: unchanged. */
  readonly story?: readonly StoryMomentInput[];
  readonly photos: readonly PhotoUpload[];
}

/** Attempts at deleting the photos an edit replaced, once it is saved. */
const REMOVAL_ATTEMPTS = 2;

/**
 * The owner's edit: checks everything first, stores new photos, saves, and only then deletes the removed files.
 * A failed save deletes the new files again, so the page and the disk agree; a process killed half-way leaves files
 * no page names (new photos before the save, replaced ones after it), which the photo sweep removes. A saved edit is
 * told as the page edited (its new photos get their AVIF copies).
 */
export class UpdateMemory {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly photoProcessor: PhotoProcessor,
    private readonly photoStorage: PhotoStorage,
    private readonly clock: Clock,
    private readonly outcomes: Outcomes,
    /** Asks YouTube whether a new music link plays on the page; without it, a link is taken as it is. */
    private readonly videos?: VideoCatalogue,
  ) {}

  async execute(input: UpdateMemoryInput): Promise<OwnedMemoryView> {
    const now = this.clock.now();
    const memory = await loadOwnedMemory(this.repository, this.editTokens, { id: input.id, token: input.token, now });
    const before = memory.snapshot();
    const prepared = memory.prepareEdit({ ...input, addedCount: input.photos.length }, now);
    const changedMusic = prepared.youtube !== memory.shownYoutube && prepared.youtube !== null;
    const edit = changedMusic ? { ...prepared, music: await checkedMusic(this.videos, prepared.youtube) } : prepared;
    const processed = await Promise.all(input.photos.map((photo) => this.photoProcessor.process(photo)));

    let added: string[] = [];
    try {
      added = processed.length > 0 ? await this.photoStorage.save(memory.id, processed) : [];
      const apply = (page: Memory) => page.applyEdit(edit, added, now, savedPhotoPlaceholders(added, processed));
      apply(memory);
      await this.write(memory, before, apply);
    } catch (error) {
      // Best effort, so the caller sees the error that stopped the edit; what stays is named by no page and swept.
      await this.photoStorage.remove(added).catch(() => {});
      throw error;
    }
    await this.removeReplaced(edit.removedPhotos);
    await this.outcomes.publish({ kind: 'page-edited', memoryId: memory.id });
    return ownedMemoryView(memory, now);
  }

  /**
   * Stores the edited page. Work that runs after a payment or an edit (the photos' AVIF copies) may have written the page
   * since it was read (`before`): the edit is then applied again to the page as it is now, as long as nothing else
   * changed; anything else (another edit, in another tab) is the owner's conflict, answered as such.
   */
  private async write(edited: Memory, before: MemoryState, applyTo: (current: Memory) => void): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.repository.update(edited);
      } catch (error) {
        if (!(error instanceof MemoryConcurrentUpdateError) || attempt === CONCURRENT_UPDATE_ATTEMPTS) throw error;
        const current = await this.repository.findById(edited.id);
        if (!current || !onlyBackgroundChanges(before, current.snapshot())) throw error;
        applyTo(current);
        edited = current;
      }
    }
  }

  /**
   * The edit is saved: a failure to delete the photos it replaced must not undo or fail it. Tried twice now; what is
   * still there then is named by no page, and the photo sweep of the housekeeping removes it within the hour.
   */
  private async removeReplaced(paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    for (let attempt = 1; attempt <= REMOVAL_ATTEMPTS; attempt++) {
      try {
        await this.photoStorage.remove(paths);
        return;
      } catch {
        // Tried again below, then left to the sweep.
      }
    }
  }
}

/** Whether the page changed between two reads only by what background work writes: its photos' AVIF widths. */
function onlyBackgroundChanges(before: MemoryState, now: MemoryState): boolean {
  const { version: _v1, photoAvifWidths: _a1, ...was } = before;
  const { version: _v2, photoAvifWidths: _a2, ...is } = now;
  return JSON.stringify(was) === JSON.stringify(is);
}
