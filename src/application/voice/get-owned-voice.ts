import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedVoiceView, type OwnedVoiceView } from './voice-views.js';

/** What the owner's edit page shows of "Um áudio seu": the message kept, if any, and whether the plan has it. */
export class GetOwnedVoice {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<OwnedVoiceView> {
    return ownedVoiceView(await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now: this.clock.now() }));
  }
}
