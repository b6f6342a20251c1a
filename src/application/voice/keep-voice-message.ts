import { assertVoiceOnPlan } from '../../domain/voice/voice-message.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedVoiceView, type OwnedVoiceView } from './voice-views.js';
import { VOICE_FILE_EXTENSION } from './voice-file.js';

export interface KeepVoiceMessageInput {
  readonly id: string;
  readonly token: string | null | undefined;
  /** The voice message sent ahead, already heard and encoded (`StageVoice`). */
  readonly encoded: Uint8Array;
}

/**
 * The owner keeps "Um áudio seu" on a Pra Sempre page, in place of any before it: the voice message sent ahead (checked
 * and re-encoded then) is stored in the page's folder beside its photos, then named by the page. Nothing half-written:
 * a page that changed meanwhile (or a failed write) takes the new file away again, and the replaced one goes only once
 * the page names the new.
 */
export class KeepVoiceMessage {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly storage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: KeepVoiceMessageInput): Promise<OwnedVoiceView> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now: this.clock.now() });
    assertVoiceOnPlan(page.planId);
    const [path] = await this.storage.save(page.id, [{ bytes: input.encoded, extension: VOICE_FILE_EXTENSION, width: 0, height: 0 }]);
    let replaced: string | null;
    try {
      replaced = page.keepVoice(path!, this.clock.now());
      await this.pages.update(page);
    } catch (error) {
      await this.storage.remove([path!]);
      throw error;
    }
    if (replaced !== null) await this.storage.remove([replaced]);
    return ownedVoiceView(page);
  }
}
