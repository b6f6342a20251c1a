import type { StagedVoiceResponse } from '../../../../adapters/http/contract/voice.contract.js';
import { sendForm, type UploadOptions } from '../../../lib/api-send.js';

/**
 * Sends a recording or a chosen file ahead (POST /api/staged-voice): the server hears and encodes it at once and
 * answers its reference and its length. Reports progress, 0 to 1.
 */
export function stageVoice(
  audio: Blob,
  fileName: string,
  options: Pick<UploadOptions, 'onUploadProgress' | 'signal'> = {},
): Promise<StagedVoiceResponse> {
  const form = new FormData();
  form.append('voice', audio, fileName);
  return sendForm<StagedVoiceResponse>('POST', '/staged-voice', form, options);
}
