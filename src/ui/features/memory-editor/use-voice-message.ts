import { useCallback, useEffect, useState } from 'react';
import type { OwnedVoiceResponse } from '../../../adapters/http/contract/voice.contract.js';
import { VOICE_SECTION as TEXT } from '../../../texts/voice.pt-br.js';
import { ApiError } from '../../lib/api-client.js';
import { isConnectionLost } from '../../lib/connection-lost.js';
import { stageVoice } from '../memory-form/voice/stage-voice.js';
import type { VoiceTake } from '../memory-form/voice/use-voice-recorder.js';
import { fetchOwnedVoice, keepVoice, removeVoice } from './api/voice-message.js';

type Notice = { readonly kind: 'done' | 'error'; readonly text: string };

const sentenceOf = (error: unknown, fallback: string) =>
  isConnectionLost(error) ? TEXT.connectionLost : error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/**
 * The page's voice message as the server has it, and the owner's keeping or removing of it. A take is sent ahead
 * (heard and encoded then, with its progress), then the page names it: no request of the owner waits for the encoder
 * past the upload.
 */
export function useVoiceMessage(memoryId: string, token: string) {
  const [voice, setVoice] = useState<OwnedVoiceResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The take going up, 0 to 1; null when nothing is sent. */
  const [sending, setSending] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    fetchOwnedVoice(memoryId, token).then(setVoice, () => setLoadFailed(true));
  }, [memoryId, token]);

  const run = useCallback(async (change: () => Promise<OwnedVoiceResponse>, done: string): Promise<boolean> => {
    setSending(0);
    setNotice(null);
    try {
      setVoice(await change());
      setNotice({ kind: 'done', text: done });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: sentenceOf(error, TEXT.saveFailed) });
      return false;
    } finally {
      setSending(null);
    }
  }, []);

  const keep = useCallback(
    (take: VoiceTake) =>
      run(async () => {
        const { reference } = await stageVoice(take.blob, take.fileName, { onUploadProgress: setSending });
        setSending(1);
        return keepVoice(memoryId, token, reference);
      }, TEXT.saved),
    [memoryId, token, run],
  );
  const remove = useCallback(
    () =>
      run(async () => {
        await removeVoice(memoryId, token);
        return { ...voice!, voice: null };
      }, TEXT.removed),
    [memoryId, token, run, voice],
  );

  return { voice, loadFailed, sending, notice, keep, remove };
}
