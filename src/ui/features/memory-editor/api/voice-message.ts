import type { KeepVoiceRequest, OwnedVoiceResponse } from '../../../../adapters/http/contract/voice.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { bearer, sendDelete, sendJson } from '../../../lib/api-send.js';
import type { VoiceDestination } from '../../memory-form/voice/stage-voice.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}/voice`;

/**
 * POST /api/update/{id}/staged-voice: where the edit page's takes go up, as the page's owner. Editing a paid page places
 * no new order, so the shop's bounds on unpaid orders do not refuse it.
 */
export function ownerVoiceDestination(memoryId: string, token: string): VoiceDestination {
  return { path: `/update/${encodeURIComponent(memoryId)}/staged-voice`, headers: bearer(token) };
}

/** GET /api/update/{id}/voice: the voice message kept, and whether the plan has one. */
export function fetchOwnedVoice(memoryId: string, token: string): Promise<OwnedVoiceResponse> {
  return getJson<OwnedVoiceResponse>(path(memoryId), { headers: bearer(token), cache: 'no-store' });
}

/** PUT the reference of a voice message sent ahead (`ownerVoiceDestination`): kept in place of the one before. */
export function keepVoice(memoryId: string, token: string, reference: string): Promise<OwnedVoiceResponse> {
  return sendJson<OwnedVoiceResponse>('PUT', path(memoryId), { reference } satisfies KeepVoiceRequest, { headers: bearer(token) });
}

/** DELETE /api/update/{id}/voice. */
export function removeVoice(memoryId: string, token: string): Promise<void> {
  return sendDelete(path(memoryId), { headers: bearer(token) });
}
