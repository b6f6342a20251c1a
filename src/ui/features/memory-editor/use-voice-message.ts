import { useCallback, useEffect, useState } from 'react';
import type { OwnedVoiceResponse } from '../../../adapters/http/contract/voice.contract.js';
import { VOICE_SECTION as TEXT } from '../../../texts/voice.pt-br.js';
import { ApiError } from '../../lib/api-client.js';
import { fetchOwnedVoice, keepVoice, removeVoice } from './api/voice-message.js';

type Notice = { readonly kind: 'done' | 'error'; readonly text: string };

const sentenceOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/** The page's voice message as the server has it, and the owner's keeping or removing of it. */
export function useVoiceMessage(memoryId: string, token: string) {
  const [voice, setVoice] = useState<OwnedVoiceResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    fetchOwnedVoice(memoryId, token).then(setVoice, () => setLoadFailed(true));
  }, [memoryId, token]);

  const run = useCallback(async (change: () => Promise<OwnedVoiceResponse>, done: string): Promise<boolean> => {
    setSaving(true);
    setNotice(null);
    try {
      setVoice(await change());
      setNotice({ kind: 'done', text: done });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: sentenceOf(error, TEXT.saveFailed) });
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  const keep = useCallback(
    (audio: Blob, fileName: string) => {
      if (voice && audio.size > voice.maxBytes) {
        setNotice({ kind: 'error', text: TEXT.tooLarge });
        return Promise.resolve(false);
      }
      return run(() => keepVoice(memoryId, token, audio, fileName), TEXT.saved);
    },
    [memoryId, token, run, voice],
  );
  const remove = useCallback(
    () =>
      run(async () => {
        await removeVoice(memoryId, token);
        return { ...voice!, voice: null };
      }, TEXT.removed),
    [memoryId, token, run, voice],
  );

  return { voice, loadFailed, saving, notice, keep, remove };
}
