import type { Memory } from '../../domain/memory/memory.js';
import { VOICE_MAX_BYTES, VOICE_MAX_SECONDS } from '../../domain/voice/voice-message.js';

/** The owner's view of "Um áudio seu". */
export interface OwnedVoiceView {
  /** The stored path of the voice message (`/uploads/{memoryId}/{file}.m4a`, served under `/api`); null when none. */
  readonly voice: string | null;
  /** Whether the page's plan keeps a voice message (Pra Sempre). */
  readonly onPlan: boolean;
  readonly maxSeconds: number;
  readonly maxBytes: number;
}

export function ownedVoiceView(page: Memory): OwnedVoiceView {
  return { voice: page.voice, onPlan: page.planId === 'premium', maxSeconds: VOICE_MAX_SECONDS, maxBytes: VOICE_MAX_BYTES };
}
