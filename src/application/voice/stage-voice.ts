import { assertVoiceHeard, assertVoiceSize } from '../../domain/voice/voice-message.js';
import type { StagedUpload } from '../ports/photo-processor.js';
import type { EncodedVoice, VoiceProcessor } from '../ports/voice-processor.js';

export interface StagedVoice extends EncodedVoice {
  /** How long it is, in seconds, as heard. */
  readonly seconds: number;
}

/**
 * A voice message sent ahead, while the buyer still writes the form or before the owner taps "Guardar este áudio":
 * checked (size, then heard to its end: real audio, at most a minute) and re-encoded without its metadata at once, so
 * the request that later names it only stores the file. Rejects with a `voice.*` DomainError.
 */
export class StageVoice {
  constructor(private readonly processor: VoiceProcessor) {}

  async execute(input: { readonly upload: StagedUpload }): Promise<StagedVoice> {
    assertVoiceSize(input.upload.byteLength);
    const seconds = assertVoiceHeard(await this.processor.hear(input.upload.path));
    return { ...(await this.processor.encode(input.upload.path)), seconds };
  }
}
