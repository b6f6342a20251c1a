import { VoiceNotFoundError } from '../../domain/voice/voice-message.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

export interface RemoveVoiceMessageInput {
  readonly id: string;
  readonly token: string | null | undefined;
}

/** The owner removes the page's voice message: the page stops naming it, then its file goes. */
export class RemoveVoiceMessage {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly storage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: RemoveVoiceMessageInput): Promise<void> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    const removed = page.removeVoice(now);
    if (removed === null) throw new VoiceNotFoundError();
    await this.pages.update(page);
    await this.storage.remove([removed]);
  }
}
