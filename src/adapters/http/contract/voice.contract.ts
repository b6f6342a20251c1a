import type { OwnedVoiceView } from '../../../application/voice/voice-views.js';

/** `GET` and `PUT /api/update/{id}/voice`: the voice message kept (its stored path, served under `/api`), and the plan's word. */
export type OwnedVoiceResponse = OwnedVoiceView;

/**
 * `POST /api/staged-voice` (the creation form) and `POST /api/update/{id}/staged-voice` (the owner, with the edit token):
 * a voice message (multipart, the file under `voice`) heard and encoded ahead of the request that keeps it. `POST /api/create-payment` names it in `stagedVoice`, `PUT /api/update/{id}/voice` in `reference`;
 * taken once, it lapses after an hour unused.
 */
export interface StagedVoiceResponse {
  /** Unguessable (32 characters of base64url). */
  readonly reference: string;
  /** Its length as heard, in seconds (one decimal). */
  readonly seconds: number;
}

/** `PUT /api/update/{id}/voice`'s JSON body. */
export interface KeepVoiceRequest {
  readonly reference: string;
}
