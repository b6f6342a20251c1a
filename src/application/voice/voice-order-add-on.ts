import { assertVoiceOnPlan } from '../../domain/voice/voice-message.js';
import type { NewOrder, OrderAddOn, OrderAddOnWrite } from '../buyer/order-add-on.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { VOICE_FILE_EXTENSION } from './voice-file.js';

/**
 * "Um áudio seu" on the creation form (Pra Sempre): the voice message sent ahead, already heard and encoded, is stored
 * in the page's folder and named by the page before its checkout opens; no decoding in the order's request. The page's
 * removal (an undone order) takes the file with its folder.
 */
export class VoiceOrderAddOn implements OrderAddOn {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly storage: PhotoStorage,
  ) {}

  prepare({ memoryId, details, extras, now }: NewOrder): OrderAddOnWrite | null {
    const encoded = extras.voice;
    if (!encoded) return null;
    assertVoiceOnPlan(details.plan);
    return async () => {
      const [path] = await this.storage.save(memoryId, [{ bytes: encoded, extension: VOICE_FILE_EXTENSION, width: 0, height: 0 }]);
      const page = await this.pages.findById(memoryId);
      if (!page) throw new Error(`the order's page ${memoryId} is gone before its voice message was named`);
      page.keepVoice(path!, now);
      await this.pages.update(page);
    };
  }
}
