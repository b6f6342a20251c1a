import type { OwnedVoiceView } from '../../../application/voice/voice-views.js';

/** `GET` and `PUT /api/update/{id}/voice`: the voice message kept (its stored path, served under `/api`), and the plan's word. */
export type OwnedVoiceResponse = OwnedVoiceView;
