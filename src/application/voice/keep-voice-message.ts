import { assertVoiceHeard, assertVoiceOnPlan, assertVoiceSize } from '../../domain/voice/voice-message.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { StagedUpload } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { VoiceProcessor } from '../ports/voice-processor.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedVoiceView, type OwnedVoiceView } from './voice-views.js';

export interface KeepVoiceMessageInput {
  readonly id: string;
  readonly token: string | null | undefined;
  /** The file as sent, waiting in its request's own folder. */
  readonly upload: StagedUpload;
}

/**
 * The owner keeps "Um áudio seu" on a Pra Sempre page, in place of any before it: checked (size, then heard to its
 * end: real audio, at most a minute), re-encoded without its metadata, stored in the page's folder beside its photos,
 * then named by the page. Nothing half-written: a refused file stores nothing, a page that changed meanwhile (or a
 * failed write) takes the new file away again, and the replaced one goes only once the page names the new.
 */
export class KeepVoiceMessage {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly processor: VoiceProcessor,
    private readonly storage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: KeepVoiceMessageInput): Promise<OwnedVoiceView> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now: this.clock.now() });
    assertVoiceOnPlan(page.planId);
    assertVoiceSize(input.upload.byteLength);
    assertVoiceHeard(await this.processor.hear(input.upload.path));
    const encoded = await this.processor.encode(input.upload.path);
    const [path] = await this.storage.save(page.id, [{ bytes: encoded.bytes, extension: encoded.extension, width: 0, height: 0 }]);
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
