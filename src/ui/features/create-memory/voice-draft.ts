/** A voice message the server took ahead of the order: its reference, when it took it (it keeps it an hour), its length. */
export interface SentVoice {
  readonly reference: string;
  readonly at: number;
  readonly seconds: number;
}

/** "Um áudio seu" on the creation form. */
export interface VoiceDraft {
  readonly open: boolean;
  readonly sent: SentVoice | null;
  /** The sent take on this device, for its player (none once the page was reloaded). */
  readonly url: string | null;
  /** A voice of a restored draft, or of an order that used it, that the server no longer holds: record again. */
  readonly lost: boolean;
}

export const NO_VOICE: VoiceDraft = { open: false, sent: null, url: null, lost: false };
