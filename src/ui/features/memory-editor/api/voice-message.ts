import type { OwnedVoiceResponse } from '../../../../adapters/http/contract/voice.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { bearer, sendDelete, sendForm } from '../../../lib/api-send.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}/voice`;

/** GET /api/update/{id}/voice: the voice message kept, and whether the plan has one. */
export function fetchOwnedVoice(memoryId: string, token: string): Promise<OwnedVoiceResponse> {
  return getJson<OwnedVoiceResponse>(path(memoryId), { headers: bearer(token), cache: 'no-store' });
}

/** PUT a recording or a chosen file under `voice`: kept in place of the one before. */
export function keepVoice(memoryId: string, token: string, audio: Blob, fileName: string): Promise<OwnedVoiceResponse> {
  const form = new FormData();
  form.append('voice', audio, fileName);
  return sendForm<OwnedVoiceResponse>('PUT', path(memoryId), form, { headers: bearer(token) });
}

/** DELETE /api/update/{id}/voice. */
export function removeVoice(memoryId: string, token: string): Promise<void> {
  return sendDelete(path(memoryId), { headers: bearer(token) });
}
