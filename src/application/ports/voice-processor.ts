import type { HeardAudio } from '../../domain/voice/voice-message.js';

/** A voice message ready to keep: AAC in an MP4 container, without metadata, playing first bytes first. */
export interface EncodedVoice {
  readonly bytes: Uint8Array;
  /** `m4a`. */
  readonly extension: string;
}

/** Listens to and re-encodes voice messages, off the server's thread, within its own time and memory bounds. */
export interface VoiceProcessor {
  /**
   * Decodes the file at `path` to its end (at most a little past the longest voice message: what lies beyond is not
   * read) and says whether it is audio and how long.
   */
  hear(path: string): Promise<HeardAudio>;
  /** Re-encodes the audio of the file at `path` in the kept form; rejects with `voice.not-audio` when it cannot. */
  encode(path: string): Promise<EncodedVoice>;
}
