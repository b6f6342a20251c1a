import type { StagedVoiceResponse } from '../../../../adapters/http/contract/voice.contract.js';
import { sendForm, type UploadOptions } from '../../../lib/api-send.js';

/** Where a take goes up, under /api: the creation form's route, or the page owner's with the edit token. */
export interface VoiceDestination {
  readonly path: string;
  readonly headers?: Record<string, string>;
}

/** The creation form's: a voice sent ahead of a new order, admitted as the order would be (the shop taking orders). */
export const ORDER_VOICE: VoiceDestination = { path: '/staged-voice' };

/**
 * Sends a recording or a chosen file ahead (POST to `destination`): the server hears and encodes it at once and
 * answers its reference and its length. Reports progress, 0 to 1.
 */
export function stageVoice(
  audio: Blob,
  fileName: string,
  destination: VoiceDestination,
  options: Pick<UploadOptions, 'onUploadProgress' | 'signal'> = {},
): Promise<StagedVoiceResponse> {
  const form = new FormData();
  form.append('voice', audio, fileName);
  return sendForm<StagedVoiceResponse>('POST', destination.path, form, {
    ...options,
    ...(destination.headers ? { headers: destination.headers } : {}),
  });
}
