import type { PlanId } from '../plan/plan.js';
import { DomainError } from '../shared/domain-error.js';
import { planHasVoice } from './voice-plan.js';

/**
 * "Um áudio seu" (Pra Sempre): one voice message on a page, up to a minute, played after the message and sealed like
 * the photos until the page's reveal date. The owner may replace or remove it.
 */

/** The longest voice message, in seconds. */
export const VOICE_MAX_SECONDS = 60;
/**
 * What a file may run past the minute and still be taken: a recording stopped by the 60 s timer, or a container whose
 * length is rounded, ends a few hundred milliseconds late.
 */
export const VOICE_TOLERANCE_SECONDS = 1;
/** The largest file sent: a minute of any usual recording fits many times over (a WAV of a minute at 44.1 kHz mono is 5.3 MB). */
export const VOICE_MAX_BYTES = 10 * 1024 * 1024;
/** The shortest voice message: less is a tap on record and stop, not a message. */
export const VOICE_MIN_SECONDS = 0.5;

/** What the audio processor heard in a file. */
export interface HeardAudio {
  /** Whether a decoder found an audio stream it could read to its end. */
  readonly isAudio: boolean;
  /** Its length in seconds; null when no decoder could tell. */
  readonly seconds: number | null;
}

export class VoiceNotOnPlanError extends DomainError {
  constructor() {
    super('voice.not-on-plan');
  }
}

export class VoiceNotAudioError extends DomainError {
  constructor() {
    super('voice.not-audio');
  }
}

export class VoiceTooLongError extends DomainError {
  constructor(seconds: number) {
    super('voice.too-long', { limitSeconds: VOICE_MAX_SECONDS, seconds: Math.round(seconds) });
  }
}

export class VoiceTooShortError extends DomainError {
  constructor() {
    super('voice.too-short');
  }
}

export class VoiceTooLargeError extends DomainError {
  constructor() {
    super('voice.too-large', { limitBytes: VOICE_MAX_BYTES });
  }
}

export class VoiceNotFoundError extends DomainError {
  constructor() {
    super('voice.not-found');
  }
}

/** Only a Pra Sempre page keeps a voice message. */
export function assertVoiceOnPlan(plan: PlanId): void {
  if (!planHasVoice(plan)) throw new VoiceNotOnPlanError();
}

/** A file is checked by its size before anything reads it. */
export function assertVoiceSize(bytes: number): void {
  if (bytes > VOICE_MAX_BYTES) throw new VoiceTooLargeError();
}

/** What a decoder heard must be real audio, at least half a second and at most a minute (with its tolerance). */
export function assertVoiceHeard(heard: HeardAudio): number {
  if (!heard.isAudio || heard.seconds === null || !Number.isFinite(heard.seconds)) throw new VoiceNotAudioError();
  if (heard.seconds > VOICE_MAX_SECONDS + VOICE_TOLERANCE_SECONDS) throw new VoiceTooLongError(heard.seconds);
  if (heard.seconds < VOICE_MIN_SECONDS) throw new VoiceTooShortError();
  return heard.seconds;
}

/** The voice message visitors hear: none on a plan without it (a page moved down keeps its file, hidden). */
export function shownVoice(plan: PlanId, voice: string | null): string | null {
  return plan === 'premium' ? voice : null;
}
